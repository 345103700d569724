import { Layout } from './layout/Layout';
import { RouteError } from './RouteError';

/** The root's error screen (the frame itself failed), which brings its own page frame. */
export function ErrorPage({ error }: { error: unknown }) {
  return (
    <Layout>
      <RouteError error={error} />
    </Layout>
  );
}
