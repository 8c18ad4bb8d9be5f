import { useEffect, useId, useRef, type ReactNode } from 'react';

interface Props {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  /** also what Escape does */
  onCancel: () => void;
}

/**
 * A question in the page (never window.confirm, which a phone may suppress): the native modal
 * <dialog>, focus on the harmless answer first and back where it was after, big buttons.
 */
export function DriverDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
}: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const bodyId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element || !open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    element.showModal();
    cancel.current?.focus();
    return () => {
      element.close();
      opener?.focus();
    };
  }, [open]);

  return (
    <dialog
      ref={dialog}
      className="confirm-dialog driver-dialog"
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      <h2 id={titleId} className="confirm-dialog-title">
        {title}
      </h2>
      <div id={bodyId}>{children}</div>
      <div className="driver-dialog-buttons">
        <button ref={cancel} type="button" className="button driver-button" onClick={onCancel}>
          {cancelLabel}
        </button>
        <button type="button" className="button driver-button driver-button-danger" onClick={onConfirm}>
          {confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
