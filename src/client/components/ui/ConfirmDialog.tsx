import { useEffect, useId, useRef, type ReactNode } from 'react';

interface Props {
  open: boolean;
  title: string;
  /** the question in one paragraph, or `children` for more (a list of names) */
  text?: string;
  children?: ReactNode;
  /** added to the dialog's class: an area styles its own dialogs (the driver page's big buttons) */
  className?: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  /** also what Escape does */
  onCancel: () => void;
}

/**
 * A modal question with two answers, on the native <dialog>: the browser keeps focus inside it and
 * the page behind inert. Focus starts on the harmless answer and goes back to where it was.
 */
export function ConfirmDialog({
  open,
  title,
  text,
  children,
  className,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
}: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const textId = useId();

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
      className={className ? `confirm-dialog ${className}` : 'confirm-dialog'}
      aria-labelledby={titleId}
      aria-describedby={textId}
      onCancel={(event) => {
        // Escape: the parent closes it, so that its state and the element agree
        event.preventDefault();
        onCancel();
      }}
    >
      <h2 id={titleId} className="confirm-dialog-title">
        {title}
      </h2>
      <div id={textId}>
        {text !== undefined && <p>{text}</p>}
        {children}
      </div>
      <div className="confirm-dialog-buttons">
        <button ref={cancel} type="button" className="button" onClick={onCancel}>
          {cancelLabel}
        </button>
        <button type="button" className="button button-danger" onClick={onConfirm}>
          {confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
