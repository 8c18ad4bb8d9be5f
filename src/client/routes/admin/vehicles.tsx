import { t } from '@shared/i18n/console/vehicles';
import { Loading } from '@client/components/ui/Loading';
import { ActionOutcome } from '@client/components/layouts/admin/ActionOutcome';
import { AdminQueryProblem } from '@client/components/layouts/admin/AdminQueryProblem';
import { useVehicles } from '@client/features/admin-vehicles/api/vehicles';
import { DeviceSetupPanel } from '@client/features/admin-vehicles/components/DeviceSetupPanel';
import { DriverSignInDialog } from '@client/features/admin-vehicles/components/DriverSignInDialog';
import { VehicleForm } from '@client/features/admin-vehicles/components/VehicleForm';
import { VehiclesTable } from '@client/features/admin-vehicles/components/VehiclesTable';
import { useVehicleAdmin } from '@client/features/admin-vehicles/hooks/use-vehicle-admin';
import { useStaffUser } from '@client/features/staff-auth/api/get-staff-user';
import '@client/styles/admin-vehicles.css';

/**
 * 車両と端末 (issue 13 §4): the school's vehicles and the phones that report their positions.
 * Admins register, edit and retire vehicles and add or revoke devices; a new device's id is shown
 * once, with what to type into Traccar Client; a device's phone is signed in to the driver page
 * with a one-time code shown once in a dialog (issue 27). Dispatchers read.
 */
export default function AdminVehicles() {
  const vehicles = useVehicles();
  const me = useStaffUser();
  const admin = useVehicleAdmin();
  const canWrite = me.data?.role === 'admin';

  if (vehicles.isPending) return <Loading screen />;
  if (vehicles.isError) return <AdminQueryProblem error={vehicles.error} title={t('title')} />;
  return (
    <section>
      <h1 className="page-title">{t('title')}</h1>
      {/* a new device's panel takes the focus itself */}
      <ActionOutcome done={admin.action.done} problem={admin.action.problem} focus={!admin.added} />
      {admin.added && (
        <DeviceSetupPanel
          vehicleName={admin.added.vehicleName}
          added={admin.added.device}
          onClose={admin.closeAdded}
        />
      )}
      {admin.signIn && (
        <DriverSignInDialog
          vehicleName={admin.signIn.vehicleName}
          signIn={admin.signIn.signIn}
          onClose={admin.closeSignIn}
        />
      )}
      {admin.editing ? (
        <VehicleForm
          key={admin.editing === 'new' ? 'new' : admin.editing.id}
          vehicle={admin.editing === 'new' ? null : admin.editing}
          onSaved={admin.saved}
          onCancel={admin.cancelEditing}
        />
      ) : (
        canWrite && (
          <div className="admin-toolbar">
            <button
              id="vehicle-new"
              type="button"
              className="button button-primary"
              onClick={() => admin.edit('new')}
            >
              {t('register')}
            </button>
          </div>
        )
      )}
      {vehicles.data.length === 0 ? (
        <p className="empty">{t('none')}</p>
      ) : (
        <VehiclesTable
          vehicles={vehicles.data}
          canWrite={canWrite}
          busy={admin.action.busy}
          onEdit={admin.edit}
          onAddDevice={admin.addDeviceTo}
          onRevokeDevice={admin.revoke}
          onSignInDevice={admin.signInDriver}
          onRetire={admin.retire}
        />
      )}
      <p className="hint">{t('traccarHint')}</p>
    </section>
  );
}
