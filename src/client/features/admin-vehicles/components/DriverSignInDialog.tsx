import { useEffect, useId, useRef } from 'react';
import { t } from '@shared/i18n/console/vehicles';
import { formatTime } from '@shared/rules/japan-time';
import type { DriverSignIn } from '@shared/schemas/admin-vehicles';

interface Props {
  vehicleName: string;
  signIn: DriverSignIn;
  onClose: () => void;
}

/** The server's SVG as an image: an <img> runs no script and no markup of it reaches the page. */
const svgImage = (svg: string) =>
  `data:image/svg+xml;base64,${btoa(String.fromCharCode(...new TextEncoder().encode(svg)))}`;

/**
 * A one-time code that signs the vehicle's phone in to the driver page (issue 27 §1), as a QR code
 * of the page's URL and as letters to type, on the native <dialog>. Shown once: the server keeps
 * only its hash, and closing forgets it (staff issue a new one when needed).
 */
export function DriverSignInDialog({ vehicleName, signIn, onClose }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const close = useRef<HTMLButtonElement>(null);
  const titleId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    element.showModal();
    close.current?.focus();
    return () => {
      element.close();
      opener?.focus();
    };
  }, []);

  return (
    <dialog
      ref={dialog}
      className="confirm-dialog driver-sign-in-dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <h2 id={titleId} className="confirm-dialog-title">
        {t('driverSignIn.title', { vehicle: vehicleName })}
      </h2>
      <p>{t('driverSignIn.scan')}</p>
      <img className="driver-sign-in-qr" src={svgImage(signIn.qrSvg)} alt={t('driverSignIn.qr')} />
      <p className="driver-sign-in-label">{t('driverSignIn.code')}</p>
      <p className="driver-sign-in-code" lang="en">
        {signIn.code}
      </p>
      <p className="driver-sign-in-label">{t('driverSignIn.url')}</p>
      <p className="driver-sign-in-url">
        <code>{signIn.url}</code>
      </p>
      <p>{t('driverSignIn.expires', { time: formatTime(new Date(signIn.expiresAt)) })}</p>
      <p className="alert alert-info">{t('driverSignIn.onlyHere')}</p>
      <div className="confirm-dialog-buttons">
        <button ref={close} type="button" className="button button-primary" onClick={onClose}>
          {t('driverSignIn.close')}
        </button>
      </div>
    </dialog>
  );
}
