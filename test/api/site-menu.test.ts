import { expect, it } from 'vitest';
import { describeEachDatabase } from './databases';
import { DEMO, signedInClient, useTestServer } from './harness';
import { siteWithout } from './site-fixtures';

describeEachDatabase(
  'Menu switches of the session site are enforced by the server (PRODUCT.md §3)',
  (kind) => {
    const server = useTestServer(kind);

    it('useReservation off: every Reservation endpoint is refused with 403, other menus still answer', async () => {
      const s = server();
      await siteWithout(s, '8', 'useReservation');
      const c = await signedInClient(s, DEMO.load(66).seitoNo, DEMO.load(66).password, '8');
      for (const action of ['GetReservationDays', 'GetNetUseBusStop', 'GetReservationList']) {
        const answer = await c.post(`Reservation/${action}`, {});
        expect(answer.status, action).toBe(403);
        expect(answer.body.status).toBe(false);
      }
      const booking = await c.post('Reservation/SaveReservation', {
        date: '2027-06-07',
        binCd: 'U0301',
        upDown: 1,
        busStopCd: '0027',
      });
      expect(booking.status).toBe(403);
      expect((await c.post('Notification/GetNews', {})).status).toBe(200);

      const open = await signedInClient(s, DEMO.load(67).seitoNo, DEMO.load(67).password, '1');
      expect((await open.post('Reservation/GetReservationDays', {})).status).toBe(200);
    });

    it('useNotification off: the notices are refused with 403', async () => {
      const s = server();
      await siteWithout(s, '7', 'useNotification');
      const c = await signedInClient(s, DEMO.load(68).seitoNo, DEMO.load(68).password, '7');
      expect((await c.post('Notification/GetNews', {})).status).toBe(403);
      expect((await c.post('Reservation/GetReservationDays', {})).status).toBe(200);
    });
  },
);
