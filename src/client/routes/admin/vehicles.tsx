import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { AddedDevice, StaffVehicle, VehicleDevice } from '@shared/schemas/admin-vehicles';
import { Loading } from '@client/components/ui/Loading';
import { AdminQueryProblem } from '@client/components/layouts/admin/AdminQueryProblem';
import {
  addDevice,
  revokeDevice,
  saveVehicle,
  useVehicles,
} from '@client/features/admin-vehicles/api/vehicles';
import { DeviceSetupPanel } from '@client/features/admin-vehicles/components/DeviceSetupPanel';
import { VehicleForm } from '@client/features/admin-vehicles/components/VehicleForm';
import { VehiclesTable } from '@client/features/admin-vehicles/components/VehiclesTable';
import { useStaffUser } from '@client/features/staff-auth/api/get-staff-user';
import { focusOnMount } from '@client/lib/focus-on-mount';
import { failureText } from '@client/lib/refusal-text';
import '@client/styles/admin-vehicles.css';
import { queryKeys } from '@client/lib/query-keys';

/**
 * 車両と端末 (issue 13 §4): the school's vehicles and the phones that report their positions.
 * Admins register, edit and retire vehicles and add or revoke devices; a new device's id is shown
 * once, with what to type into Traccar Client. Dispatchers read.
 */
export default function AdminVehicles() {
  const vehicles = useVehicles();
  const me = useStaffUser();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<StaffVehicle | 'new' | null>(null);
  const [added, setAdded] = useState<{ vehicleName: string; device: AddedDevice } | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const canWrite = me.data?.role === 'admin';
  // the live map lists vehicles in service too: a retired vehicle leaves it at once
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.admin.vehicles }),
      queryClient.invalidateQueries({ queryKey: queryKeys.admin.livePositions }),
    ]);

  const act = async (work: () => Promise<string>) => {
    setBusy(true);
    setProblem(null);
    setDone(null);
    try {
      const text = await work();
      // the list shows the change by the time the banner says it
      await refresh();
      setDone(text);
    } catch (error) {
      setProblem(failureText(error));
      void refresh();
    } finally {
      setBusy(false);
    }
  };
  // the open panel holds a secret shown nowhere else: it goes only when staff close it, or say so
  const keepsSecret = () =>
    !added ||
    window.confirm(
      `表示中の${added.vehicleName}の端末ID（${added.device.device.deviceCode}）は二度と表示できません。控えましたか。`,
    );
  const addDeviceTo = (v: StaffVehicle) =>
    keepsSecret() &&
    act(async () => {
      const device = await addDevice(v.id);
      setAdded({ vehicleName: v.name, device });
      setEditing(null);
      return `${v.name}に端末 ${device.device.deviceCode} を追加しました。`;
    });
  const revoke = (v: StaffVehicle, d: VehicleDevice) => {
    if (
      !window.confirm(
        `${v.name}の端末 ${d.deviceCode} を無効にしますか。この端末からの位置は受け付けなくなります。`,
      )
    )
      return;
    void act(async () => {
      await revokeDevice(d.id);
      return `${v.name}の端末 ${d.deviceCode} を無効にしました。`;
    });
  };
  const retire = (v: StaffVehicle, retired: boolean) => {
    if (
      retired &&
      !window.confirm(
        `${v.name}の使用をやめますか。端末からの位置を受け付けず、便にも割り当てられなくなります。`,
      )
    )
      return;
    void act(async () => {
      await saveVehicle({ id: v.id, name: v.name, plate: v.plate, seats: v.seats, retired });
      return retired ? `${v.name}の使用をやめました。` : `${v.name}の使用を再開しました。`;
    });
  };

  if (vehicles.isPending) return <Loading screen />;
  if (vehicles.isError) return <AdminQueryProblem error={vehicles.error} title="車両と端末" />;
  return (
    <section>
      <h1 className="page-title">車両と端末</h1>
      {done && (
        <p
          key={done}
          ref={added ? undefined : focusOnMount}
          tabIndex={-1}
          role="status"
          className="status-banner"
        >
          {done}
        </p>
      )}
      {problem && (
        <p role="alert" className="alert alert-error">
          {problem}
        </p>
      )}
      {added && (
        <DeviceSetupPanel
          vehicleName={added.vehicleName}
          added={added.device}
          onClose={() => setAdded(null)}
        />
      )}
      {editing ? (
        <VehicleForm
          key={editing === 'new' ? 'new' : editing.id}
          vehicle={editing === 'new' ? null : editing}
          onSaved={(saved) => {
            setEditing(null);
            setDone(`${saved.name}（${saved.vehicleCd}）を保存しました。`);
            void refresh();
          }}
          onCancel={() => {
            const opener = editing === 'new' ? 'vehicle-new' : `vehicle-edit-${editing.id}`;
            setEditing(null);
            requestAnimationFrame(() => document.getElementById(opener)?.focus());
          }}
        />
      ) : (
        canWrite && (
          <div className="admin-toolbar">
            <button
              id="vehicle-new"
              type="button"
              className="button button-primary"
              onClick={() => setEditing('new')}
            >
              車両を登録
            </button>
          </div>
        )
      )}
      {vehicles.data.length === 0 ? (
        <p className="empty">車両はまだ登録されていません。</p>
      ) : (
        <VehiclesTable
          vehicles={vehicles.data}
          canWrite={canWrite}
          busy={busy}
          onEdit={setEditing}
          onAddDevice={(v) => void addDeviceTo(v)}
          onRevokeDevice={revoke}
          onRetire={retire}
        />
      )}
      <p className="hint">
        運転手のスマートフォンには、無料の Traccar Client
        アプリを入れ、「端末を追加」で表示される端末IDとサーバーURLを設定します。
      </p>
    </section>
  );
}
