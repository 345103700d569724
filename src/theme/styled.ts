/**
 * `styled` as the shop imports it from '@emotion/styled' (webpack.config.ts, jest.config.ts).
 * emotion's own file makes a factory for each of its 135 HTML and SVG tags as it loads, and so
 * puts the list of their names in the first download; here `styled.div` makes the same factory
 * (emotion's createStyled('div')) when a file asks for it. `styled(Component)` is createStyled itself.
 */
import createStyled from '@emotion/styled/base';
import type emotionStyled from '@emotion/styled';

const styled = new Proxy(createStyled, {
  get: (target, key, receiver): unknown =>
    typeof key === 'string' && !(key in target)
      ? createStyled(key as Parameters<typeof createStyled>[0])
      : Reflect.get(target, key, receiver),
}) as typeof emotionStyled;

export default styled;
