import { returnStateLabel } from '../../rules/returnRequests';
import { useGetOpenReturnsQuery } from './returnsApi';

/**
 * 'Meus pedidos': an order's open return or exchange request, with its state. The list is asked for
 * once for every row (the rows share the query); nothing shows while it loads or when it failed.
 */
export function OpenReturnNote({ orderId }: { orderId: string }) {
  const open = useGetOpenReturnsQuery(undefined, { refetchOnMountOrArgChange: true });
  const request = open.currentData?.find((each) => each.orderId === orderId);
  if (!request) return null;
  return (
    <span>
      Troca ou devolução nº {request.id}: {returnStateLabel(request.state).toLowerCase()}
    </span>
  );
}
