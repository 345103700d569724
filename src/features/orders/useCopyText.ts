import { useState } from 'react';
import { useAppDispatch } from '../../store/hooks';
import { trackingCopied, trackingCopyRefused } from './orderEvents';

export type Copied = 'nfeKey' | 'trackingCode';

/**
 * 'Copiar' beside the NF-e key and the tracking code: the Clipboard API, the outcome read out
 * once (orders/trackingCopied or orders/trackingCopyRefused) and kept beside the button.
 */
export function useCopyText(copied: Copied, text: string) {
  const dispatch = useAppDispatch();
  const [result, setResult] = useState<'copied' | 'refused' | null>(null);
  const copy = async () => {
    try {
      if (!navigator.clipboard?.writeText) throw new Error('no Clipboard API');
      await navigator.clipboard.writeText(text);
      setResult('copied');
      dispatch(trackingCopied({ copied }));
    } catch {
      setResult('refused');
      dispatch(trackingCopyRefused({ copied }));
    }
  };
  return { copy, result };
}
