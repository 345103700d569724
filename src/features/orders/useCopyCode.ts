import { useRef, useState } from 'react';
import { useAppDispatch } from '../../store/hooks';
import { pixCodeCopied, pixCodeCopyRefused } from './orderEvents';

/**
 * 'Copiar código': the Clipboard API; when the browser refuses it
 * or has none, the code is selected in its field for the shopper to copy.
 */
export function useCopyCode(code: string) {
  const dispatch = useAppDispatch();
  const field = useRef<HTMLInputElement>(null);
  const [result, setResult] = useState<'copied' | 'refused' | null>(null);
  const copy = async () => {
    try {
      if (!navigator.clipboard?.writeText) throw new Error('no Clipboard API');
      await navigator.clipboard.writeText(code);
      setResult('copied');
      dispatch(pixCodeCopied());
    } catch {
      field.current?.focus();
      field.current?.select();
      setResult('refused');
      dispatch(pixCodeCopyRefused());
    }
  };
  return { field, copy, result };
}
