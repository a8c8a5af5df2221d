import { useQuery, useQueryClient } from '@tanstack/react-query';
import { memo, useState } from 'react';
import { useSessionSnapshot } from '../use-session';
import { onDemand, useOnDemand } from '../../controls/on-demand';
import { agreeApi, settingsApi } from './agree-services';
import { needsSignature } from './agreement-status';
import { dismiss, isDismissed } from './dismissed-notices';
import { CONTRACT_END_NOTICE, DELIVERY_AGREEMENT, contractEndShows, deliveryAgreementApplies } from './notice-config';

// The dialogs (Modal, Checkbox, the agreement's sanitised HTML, the code step) and their
// texts load only when one is about to show: most stores never see either.
const noticeDialogs = onDemand(() => import('./notice-dialogs'));

/**
 * The modal notices over the shell, one at a time: first the contract-end notice (until
 * dismissed for this store), then the delivery agreement (until signed; "Later" puts it off
 * until the next visit). Who sees which is decided in notice-config.ts. Memoised: the shell
 * renders again on a new page, the notices need not (issue 30).
 */
export const ShellNotices = memo(function ShellNotices() {
  const { mid } = useSessionSnapshot();
  const queryClient = useQueryClient();
  const [, setDismissals] = useState(0);
  const [postponedFor, setPostponedFor] = useState<string | undefined>();

  const contractOpen = contractEndShows(mid, isDismissed);
  const agreementKey = ['agree', 'needs-signature', mid, DELIVERY_AGREEMENT.code];
  const needed = useQuery({
    queryKey: agreementKey,
    queryFn: () => needsSignature({ agree: agreeApi, settings: settingsApi }, mid!, DELIVERY_AGREEMENT.code),
    enabled: deliveryAgreementApplies(mid),
    staleTime: Infinity,
  });
  const agreementOpen = needed.data === true && postponedFor !== mid;
  const dialogs = useOnDemand(noticeDialogs, contractOpen || agreementOpen).module;

  if (!mid || !dialogs) return null;
  if (contractOpen) {
    return (
      <dialogs.ContractEndNotice
        onDismiss={() => {
          dismiss(CONTRACT_END_NOTICE.id, mid);
          setDismissals((n) => n + 1);
        }}
      />
    );
  }
  if (agreementOpen) {
    return (
      <dialogs.DeliveryAgreementDialog
        mid={mid}
        code={DELIVERY_AGREEMENT.code}
        onSigned={() => queryClient.setQueryData(agreementKey, false)}
        onLater={() => setPostponedFor(mid)}
      />
    );
  }
  return null;
});
