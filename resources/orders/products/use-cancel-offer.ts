import { useEffect, useState } from 'react';
import type { ProductEditing } from './use-product-editing';

/** Which step of "everything removed → cancel the whole order?" is showing. */
export type CancelOfferStep = 'none' | 'offer' | 'reject';

/**
 * Spec 2 §4: removing every product offers cancelling the whole order: the question first,
 * then the cancel (reject) dialog. Offered each time the lines become empty while editing, and
 * on demand (Save with nothing left). The desktop table and the phone screen share it.
 */
export function useCancelOffer(editing: Pick<ProductEditing, 'editing' | 'everythingRemoved'>) {
  const [step, setStep] = useState<CancelOfferStep>('none');
  const emptied = editing.editing && editing.everythingRemoved;
  useEffect(() => {
    if (emptied) setStep('offer');
  }, [emptied]);
  return {
    step,
    offer: () => setStep('offer'),
    confirm: () => setStep('reject'),
    close: () => setStep('none'),
  };
}
