import { useActorRef, useSelector } from '@xstate/react';
import { percentSent, type ChargeUploadMachine, type ChargeUploadSnapshot } from '../../machines/app/uploadData/chargeUploadMachine';
import type { ChargeImportResult } from '../../src/domain/chargeImport';

export interface UploadDataViewModel {
  fileName: string | null;
  choose: (file: File) => void;
  /** Present when the chosen file can be uploaded now (again, after a result). */
  upload: (() => void) | undefined;
  uploading: boolean;
  cancel: () => void;
  /** 0-100 while bytes are sent; at 100 the server is importing the rows. */
  percent: number | null;
  result: ChargeImportResult | null;
  /** Why the file or the upload was refused (a message id). */
  messageId: string | null;
}

const canUpload = (s: ChargeUploadSnapshot) => s.can({ type: 'chargeUpload.start' });

/** Tools -> Upload Data over the chargeUpload machine (machines/app/uploadData); `logic` with its upload actor from src/api. */
export function useUploadDataViewModel(logic: ChargeUploadMachine): UploadDataViewModel {
  const actorRef = useActorRef(logic);
  const fileName = useSelector(actorRef, (s) => s.context.file?.name ?? null);
  const uploadable = useSelector(actorRef, canUpload);
  const uploading = useSelector(actorRef, (s) => s.matches('uploading'));
  const percent = useSelector(actorRef, percentSent);
  const result = useSelector(actorRef, (s) => (s.matches('imported') ? s.context.result : null));
  const messageId = useSelector(actorRef, (s) => s.context.messageId);
  return {
    fileName,
    choose: (file) => actorRef.send({ type: 'chargeUpload.choose', file: { name: file.name, size: file.size, content: file } }),
    upload: uploadable ? () => actorRef.send({ type: 'chargeUpload.start' }) : undefined,
    uploading,
    cancel: () => actorRef.send({ type: 'chargeUpload.cancel' }),
    percent,
    result,
    messageId,
  };
}
