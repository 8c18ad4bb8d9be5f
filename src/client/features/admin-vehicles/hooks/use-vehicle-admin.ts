import { useState } from 'react';
import { t } from '@shared/i18n/console/vehicles';
import type { AddedDevice, DriverSignIn, StaffVehicle, VehicleDevice } from '@shared/schemas/admin-vehicles';
import { queryKeys } from '@client/lib/query-keys';
import { useStaffAction } from '@client/lib/use-staff-action';
import { addDevice, issueDriverSignIn, revokeDevice, saveVehicle } from '../api/vehicles';

/** The id of the button a vehicle form was opened from, to give the focus back when it closes. */
const openerOf = (editing: StaffVehicle | 'new') =>
  editing === 'new' ? 'vehicle-new' : `vehicle-edit-${editing.id}`;

/**
 * What admins do on 車両と端末: edit or register a vehicle (one form at a time), add a device —
 * whose id is shown once, in a panel that stays until staff close it — revoke one, retire or
 * bring back a vehicle. Every change goes through one staff action.
 */
export function useVehicleAdmin() {
  const [editing, setEditing] = useState<StaffVehicle | 'new' | null>(null);
  const [added, setAdded] = useState<{ vehicleName: string; device: AddedDevice } | null>(null);
  // a driver page code is held only while its dialog is open: closing forgets it
  const [signIn, setSignIn] = useState<{ vehicleName: string; signIn: DriverSignIn } | null>(null);
  // the live map lists vehicles in service too: a retired vehicle leaves it at once
  const action = useStaffAction({ invalidates: [queryKeys.admin.vehicles, queryKeys.admin.livePositions] });

  // the open panel holds a secret shown nowhere else: it goes only when staff close it, or say so
  const keepsSecret = () =>
    !added ||
    window.confirm(
      t('devices.secretShown', { vehicle: added.vehicleName, device: added.device.device.deviceCode }),
    );
  const addDeviceTo = (v: StaffVehicle) => {
    if (!keepsSecret()) return;
    void action.run(async () => {
      const device = await addDevice(v.id);
      setAdded({ vehicleName: v.name, device });
      setEditing(null);
      return t('devices.added', { vehicle: v.name, device: device.device.deviceCode });
    });
  };
  const revoke = (v: StaffVehicle, d: VehicleDevice) => {
    if (!window.confirm(t('devices.revokeConfirm', { vehicle: v.name, device: d.deviceCode }))) return;
    void action.run(async () => {
      await revokeDevice(d.id);
      return t('devices.revoked', { vehicle: v.name, device: d.deviceCode });
    });
  };
  const signInDriver = (v: StaffVehicle, d: VehicleDevice) => {
    void action.run(async () => {
      setSignIn({ vehicleName: v.name, signIn: await issueDriverSignIn(d.id) });
      return null;
    });
  };
  const retire = (v: StaffVehicle, retired: boolean) => {
    if (retired && !window.confirm(t('retire.confirm', { name: v.name }))) return;
    void action.run(async () => {
      await saveVehicle({ id: v.id, name: v.name, plate: v.plate, seats: v.seats, retired });
      return retired ? t('retire.done', { name: v.name }) : t('retire.resumed', { name: v.name });
    });
  };
  const saved = (vehicle: StaffVehicle) => {
    setEditing(null);
    action.showDone(t('saved', { name: vehicle.name, code: vehicle.vehicleCd }));
  };
  const cancelEditing = () => {
    if (!editing) return;
    const opener = openerOf(editing);
    setEditing(null);
    requestAnimationFrame(() => document.getElementById(opener)?.focus());
  };

  return {
    action,
    editing,
    edit: setEditing,
    saved,
    cancelEditing,
    added,
    closeAdded: () => setAdded(null),
    addDeviceTo,
    revoke,
    retire,
    signIn,
    signInDriver,
    closeSignIn: () => setSignIn(null),
  };
}
