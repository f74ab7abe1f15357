import type { Deposit } from '@adportal/contracts';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { useNotice } from '../../../lib/use-notice.ts';
import { useCancelDepositMutation } from '../api/cancel-deposit.ts';

/**
 * "Cancel deposit" asked first (a cancelled deposit is never credited), from the list or the deposit's page:
 * `ask(deposit)` opens the question, `dialog` is what to render.
 */
export function useCancelDepositDialog(): { ask: (deposit: Deposit) => void; dialog: ReactNode } {
  const { t } = useTranslation();
  const [target, setTarget] = useState<Deposit | null>(null);
  const cancel = useCancelDepositMutation();
  const notify = useNotice(target !== null);
  const dialog = target ? (
    <ConfirmDialog
      title={t('deposit.detail.cancelTitle', { reference: target.reference })}
      text={t('deposit.detail.cancelText')}
      confirmLabel={t('deposit.detail.cancel')}
      tone="error"
      pending={cancel.isPending}
      onConfirm={() =>
        void cancel.mutateAsync(target.id).then(
          () => {
            notify({ kind: 'success', title: t('deposit.detail.cancelled') });
            setTarget(null);
          },
          (error: unknown) => {
            notify({ kind: 'error', error });
            setTarget(null);
          },
        )
      }
      onClose={() => setTarget(null)}
    />
  ) : null;
  return { ask: setTarget, dialog };
}
