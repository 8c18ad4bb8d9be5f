import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { messageFor } from '@shared/i18n/messages';
import { DESKTOP, expectAccessible, expectNoHorizontalScroll, PHONE, url, useLearnerPages } from './browser';
import { apiLearner, signIn } from './learner';
import { claim } from './owners';
import { consoleCall, signInConsole } from './staff';

/**
 * A learner's own pick-up points (issue 12) on the phone: registration on the map and by keyboard
 * alone, the point awaiting approval everywhere it is listed, approval in the console, a booking
 * from it, an edit, and deletions through the confirm page. Its learners are used by no other spec
 * (owners.ts), so their points and bookings are this file's own.
 */

const { registers, keyboard, edits, currentPlace } = claim('sp-points').learners;
/** the load learners' password */
const PASSWORD = registers.password;

async function expectScreenOk(page: Page) {
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);
}

async function openMenu(page: Page, seitoNo: string) {
  await signIn(page, 'sp', seitoNo, PASSWORD);
  await page.waitForURL(/\/sp\/menu/);
  await page.getByRole('heading', { name: '乗車地点の登録' }).waitFor();
  await page.getByLabel('登録する地点の分類').waitFor();
}

/** The value of the dropdown's option whose text starts with the category's name. */
async function categoryValue(page: Page, name: string): Promise<string> {
  const option = page.getByLabel('登録する地点の分類').locator('option', { hasText: `${name}（` });
  return (await option.getAttribute('value'))!;
}

async function startRegistration(page: Page, category: string) {
  await page.getByLabel('登録する地点の分類').selectOption(await categoryValue(page, category));
  await page.getByRole('button', { name: '地点を登録する' }).click();
  await page.waitForURL(/\/sp\/BusStopReg$/);
  await page.getByRole('heading', { name: '地点の登録' }).waitFor();
}

const mapOf = (page: Page) => page.getByRole('application', { name: /乗車する場所を選ぶ地図/ });

/** Taps the map at a point of its box, fills the texts, and goes to the confirm page. */
async function placeAndDescribe(page: Page, at: { x: number; y: number }, address: string, name: string) {
  await mapOf(page).click({ position: at });
  await page.getByText('地図をタップした場所に印を付けました。').waitFor();
  await page.getByRole('textbox', { name: '住所' }).fill(address);
  await page.getByRole('textbox', { name: '地点名' }).fill(name);
  await page.getByRole('button', { name: '次へ' }).click();
  await page.waitForURL(/\/sp\/BusStopCom/);
  await page.getByRole('heading', { name: '地点の登録の確認' }).waitFor();
}

/** A point's item in a region of the point screens. */
const pointItem = (page: Page, region: string, name: string) =>
  page.getByRole('region', { name: region }).getByRole('listitem').filter({ hasText: name });

/** Presses Tab until `target` has the focus (no pointer involved). */
async function tabTo(page: Page, target: Locator, limit = 80) {
  for (let i = 0; i < limit; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('Tab never reached the element');
}

/** The console, in its own context, and the learner's point awaiting approval there. */
async function pendingPointOf(staff: Page, seitoNo: string, name: string) {
  const queue = await consoleCall<{
    points: {
      busStopCd: string;
      name: string;
      submittedAt: string | null;
      learner: { seitoNo: string };
      nearest: { areaCd: string; homenCd: string; offsetMinutes: number } | null;
    }[];
  }>(staff, 'Admin/GetPendingPoints');
  const point = queue.points.find((p) => p.learner.seitoNo === seitoNo && p.name === name);
  expect(point, `${seitoNo}'s point ${name} awaiting approval`).toBeDefined();
  return point!;
}

describe('smartphone: a learner registers, books from and deletes their own points', () => {
  const learners = useLearnerPages(PHONE);
  const consoles = useLearnerPages(DESKTOP);

  it('registers a point on the map; it waits for approval, is approved in the console and booked from; another is deleted', async () => {
    const seitoNo = registers.seitoNo;
    const { context, page } = await learners.open();
    await openMenu(page, seitoNo);
    await expectScreenOk(page);

    await startRegistration(page, '自宅');
    expect(await page.locator('.point-facts').innerText()).toContain('自宅');
    await expectScreenOk(page);
    await placeAndDescribe(page, { x: 230, y: 90 }, '上尾市原市1-2-3', '自宅前の公園');
    const facts = await page.getByRole('region', { name: '登録する地点' }).innerText();
    for (const text of ['自宅', '上尾市原市1-2-3', '自宅前の公園']) expect(facts).toContain(text);
    const links = page.getByRole('list', { name: '自宅前の公園 の地図' }).getByRole('link');
    expect(await links.count()).toBe(3);
    const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
    expect(hrefs[0]).toMatch(/google.*z=16/);
    expect(hrefs[1]).toMatch(/yahoo.*zoom=16/);
    expect(hrefs[2]).toMatch(/gsi\.go\.jp\/#16\//);
    await page.getByText('場所によっては、ご希望に添えない場合があります。').waitFor();
    await expectScreenOk(page);
    await page.getByRole('button', { name: '登録する' }).click();
    await page.waitForURL(/\/sp\/menu/);
    await page.getByText('自宅 を登録しました。学校の承認後にご予約いただけます。').waitFor();
    await expectScreenOk(page);

    // awaiting approval: in the edit list without a checkbox or an edit button …
    await page.getByRole('link', { name: '地点の編集' }).click();
    await page.waitForURL(/\/sp\/BusStopEdit/);
    const pending = pointItem(page, '自宅', '自宅前の公園');
    await pending.getByText('承認待ち').waitFor();
    expect(await pending.getByRole('checkbox').count()).toBe(0);
    expect(await pending.getByRole('link', { name: /編集/ }).count()).toBe(0);
    await expectScreenOk(page);

    // … and in the booking flow, listed with a red label but no select button
    await page.goto(url('sp/menu'));
    await page.getByLabel('乗車日').waitFor();
    await page.getByRole('button', { name: '次へ' }).click();
    await page.waitForURL(/\/sp\/course/);
    const listed = page
      .getByRole('region', { name: '前回利用した地点' })
      .getByRole('listitem')
      .filter({ hasText: '自宅前の公園' });
    await listed.getByText('承認待ち').waitFor();
    expect(await listed.getByRole('button').count()).toBe(0);

    // the dispatcher approves it on the console's 地点の承認 screen, onto the course it suggests (the nearest stop's)
    const staff = await consoles.open();
    await signInConsole(staff.page);
    await staff.page.goto(url('admin/points'));
    await staff.page.getByRole('heading', { level: 1, name: '地点の承認' }).waitFor();
    await staff.page.getByRole('button', { name: /^審査する\s*：.*自宅前の公園$/ }).click();
    await staff.page.getByRole('heading', { name: '「自宅前の公園」の審査' }).waitFor();
    await staff.page.getByRole('button', { name: '承認する', exact: true }).click();
    await staff.page.getByRole('status').filter({ hasText: '「自宅前の公園」を承認しました。' }).waitFor();

    // the learner sees it approved and books a ride from it
    await page.goto(url('sp/BusStopCheck'));
    await pointItem(page, '自宅', '自宅前の公園').getByText('承認済み').waitFor();
    await page.goto(url('sp/menu'));
    const day = page.getByLabel('乗車日');
    await day.selectOption({ label: (await day.locator('option').allInnerTexts()).at(-1)! });
    await page.getByLabel('往路（学校行き）').check();
    await page.getByRole('button', { name: '次へ' }).click();
    await page.waitForURL(/\/sp\/course/);
    await page.getByRole('button', { name: '選択：自宅前の公園' }).click();
    await page.waitForURL(/\/sp\/time/);
    await page.getByRole('radio').first().check();
    await page.getByRole('button', { name: '次へ' }).click();
    await page.waitForURL(/\/sp\/confirm/);
    expect(await page.getByRole('region', { name: '予約内容' }).innerText()).toContain('自宅前の公園');
    await page.getByRole('button', { name: '予約する' }).click();
    await page.waitForURL(/\/sp\/menu/);
    await page.getByText(/往路を予約しました/).waitFor();

    // a second point, which the school does not approve: the learner sees why and deletes it
    await startRegistration(page, '勤務先・学校');
    await placeAndDescribe(page, { x: 80, y: 200 }, '桶川市東1-1-1', 'パート先');
    await page.getByRole('button', { name: '登録する' }).click();
    await page.getByText('勤務先・学校 を登録しました').waitFor();
    const second = await pendingPointOf(staff.page, seitoNo, 'パート先');
    const rejected = await consoleCall<{ busStopCd: string } | null>(staff.page, 'Admin/RejectPoint', {
      busStopCd: second.busStopCd,
      submittedAt: second.submittedAt,
      reason: 'バスが入れない道のため',
    });
    expect(rejected?.busStopCd).toBe(second.busStopCd);

    await page.goto(url('sp/BusStopEdit'));
    const refused = pointItem(page, '勤務先・学校', 'パート先');
    await refused.getByText('承認されませんでした：バスが入れない道のため').waitFor();
    expect(await refused.getByRole('link', { name: '編集：パート先' }).count()).toBe(1);
    // the approved point holds a booking: it may be ticked, the delete is refused on the menu
    await page.getByRole('button', { name: '削除' }).click();
    await page.getByText('削除を行う地点を選択してください。').waitFor();
    await expectScreenOk(page);
    await refused.getByRole('checkbox', { name: /パート先/ }).check();
    await page.getByRole('button', { name: '削除' }).click();
    await page.waitForURL(/\/sp\/BusStopDeleteComfirm\?ids=/);
    await page.getByRole('region', { name: '勤務先・学校' }).getByText('パート先').waitFor();
    await expectScreenOk(page);
    await page.getByRole('button', { name: '削除する' }).click();
    await page.waitForURL(/\/sp\/menu/);
    await page.getByText('地点を削除しました').waitFor();

    await page.goto(url('sp/BusStopEdit'));
    await pointItem(page, '自宅', '自宅前の公園').waitFor();
    expect(await page.getByText('パート先').count()).toBe(0);
    await pointItem(page, '自宅', '自宅前の公園').getByRole('checkbox').check();
    await page.getByRole('button', { name: '削除' }).click();
    await page.waitForURL(/\/sp\/BusStopDeleteComfirm/);
    await page.getByRole('button', { name: '削除する' }).click();
    await page.waitForURL(/\/sp\/menu/);
    const refusal = page.getByRole('alert').filter({ hasText: '（コード 999999）' });
    await refusal.waitFor();
    expect(await refusal.innerText()).toContain('のご予約がある地点は削除できません');
    await expectScreenOk(page);
    await staff.context.close();
    await context.close();
  });

  it('registers a point with the keyboard alone: arrow keys pan the map, the centre becomes the point', async () => {
    const seitoNo = keyboard.seitoNo;
    const { context, page } = await learners.open();
    await page.goto(url('sp/login?serviceCode=demo&site=1'));
    await page.getByLabel('学生番号').fill(seitoNo);
    await page.getByLabel('パスワード').fill(PASSWORD);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/sp\/menu/);

    const select = page.getByLabel('登録する地点の分類');
    const start = page.getByRole('button', { name: '地点を登録する' });
    await tabTo(page, start);
    await page.keyboard.press('Enter');
    await page.getByText('登録する地点の分類を選択してください。').waitFor();
    await tabTo(page, select);
    await page.keyboard.press('ArrowDown');
    expect(await select.inputValue()).not.toBe('');
    await tabTo(page, start);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/sp\/BusStopReg$/);
    // the menu stays on screen until the map page's code is in, with a 次へ of its own
    await page.getByRole('heading', { name: '地点の登録' }).waitFor();

    // 次へ with nothing entered: the problems in a summary and beside their fields; the focus goes
    // to the first place to fix, the map (issue 25)
    const next = page.getByRole('button', { name: '次へ' });
    await tabTo(page, next);
    await page.keyboard.press('Enter');
    const summary = page.getByRole('alert').filter({ hasText: '入力内容を確認してください' });
    await summary.waitFor();
    for (const text of ['地図上で地点を選択してください。', '住所もしくは地点名を入力してください。'])
      expect(await summary.innerText()).toContain(text);
    const map = mapOf(page);
    await page.waitForFunction(() => document.activeElement?.classList.contains('point-map__box'));
    const address = page.getByRole('textbox', { name: '住所' });
    expect(await address.getAttribute('aria-invalid')).toBe('true');
    await expectAccessible(page);

    await tabTo(page, map);
    for (const key of ['ArrowRight', 'ArrowRight', 'ArrowUp']) {
      await page.keyboard.press(key);
      await page.waitForTimeout(300);
    }
    await tabTo(page, page.getByRole('button', { name: '地図の中央に置く' }));
    await page.keyboard.press('Enter');
    const placed = page.getByRole('status').filter({ hasText: '地図の中央に印を付けました。' });
    await placed.waitFor();
    // panned away from the school (35.9862, 139.5884), where the map opened
    expect(await placed.innerText()).toMatch(/緯度 [\d.]+、経度 [\d.]+/);
    expect(await placed.innerText()).not.toContain('緯度 35.98620、経度 139.58840');
    expect(await summary.innerText()).not.toContain('地図上で地点を選択してください。');

    await tabTo(page, address);
    await page.keyboard.type('上尾市小泉5-6-7');
    const name = page.getByRole('textbox', { name: '地点名' });
    await tabTo(page, name);
    await page.keyboard.type('あ'.repeat(51));
    await page.getByText('51/50文字').waitFor();
    await tabTo(page, next);
    await page.keyboard.press('Enter');
    await summary.getByText('地点名は50文字以内で入力してください。').waitFor();
    expect(await name.getAttribute('aria-invalid')).toBe('true');
    expect(await name.evaluate((el) => el === document.activeElement)).toBe(true);
    await tabTo(page, name);
    await page.keyboard.press('Control+A');
    await page.keyboard.type('祖父母の家');
    await tabTo(page, next);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/sp\/BusStopCom/);
    expect(await page.getByRole('region', { name: '登録する地点' }).innerText()).toContain('上尾市小泉5-6-7');

    await tabTo(page, page.getByRole('button', { name: '登録する' }));
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/sp\/menu/);
    await page.getByText('自宅 を登録しました').waitFor();

    // the category is full now (自宅: one point)
    await tabTo(page, select);
    await page.keyboard.press('ArrowDown');
    await tabTo(page, start);
    await page.keyboard.press('Enter');
    await page
      .getByText('その地点は既に登録されています。地点編集画面から編集または削除してください。')
      .waitFor();
    expect(new URL(page.url()).pathname).toMatch(/\/sp\/menu$/);
    await context.close();
  });

  it('edits a point the school did not approve: the map opens on it, and it waits for approval again', async () => {
    const seitoNo = edits.seitoNo;
    const api = await apiLearner(seitoNo, PASSWORD);
    const { busStopCd } = await api.call<{ busStopCd: string }>('BusStopReg/BusStopRegister', {
      busStopCategory: '02',
      busStop: { busStopLat: 35.9705, busStopLng: 139.5802, ad1: '上尾市宮本町9-9', busStopKName: '塾' },
    });
    const staff = await learners.open();
    await signInConsole(staff.page);
    const { submittedAt } = await pendingPointOf(staff.page, seitoNo, '塾');
    await consoleCall(staff.page, 'Admin/RejectPoint', {
      busStopCd,
      submittedAt,
      reason: '駐車できる場所がないため',
    });
    await staff.context.close();

    const { context, page } = await learners.open();
    await openMenu(page, seitoNo);
    await page.getByRole('link', { name: '地点の編集' }).click();
    await page.getByRole('link', { name: '編集：塾' }).click();
    await page.waitForURL(/\/sp\/BusStopReg\?busStopCd=/);
    await page.getByRole('heading', { name: '地点の変更' }).waitFor();
    await page.getByText('この地点は承認されませんでした：駐車できる場所がないため').waitFor();
    expect(await page.getByRole('textbox', { name: '住所' }).inputValue()).toBe('上尾市宮本町9-9');
    expect(
      await page.getByRole('status').filter({ hasText: '印の場所で登録します。' }).innerText(),
    ).toContain('緯度 35.97050、経度 139.58020');
    await expectScreenOk(page);
    await mapOf(page).click({ position: { x: 150, y: 150 } });
    await page.getByRole('textbox', { name: '地点名' }).fill('学習塾の前');
    await page.getByRole('button', { name: '次へ' }).click();
    await page.waitForURL(/\/sp\/BusStopCom\?busStopCd=/);
    await page.getByRole('heading', { name: '地点の変更の確認' }).waitFor();
    await page.getByRole('button', { name: '変更する' }).click();
    await page.waitForURL(/\/sp\/menu/);
    await page.getByText('勤務先・学校 の地点を変更しました。学校の承認後にご予約いただけます。').waitFor();
    // Back reopens the edit page of a point now awaiting approval: it says so instead of the form
    await page.goBack();
    await page.waitForURL(/\/sp\/BusStopReg\?busStopCd=/);
    await page
      .getByRole('alert')
      .filter({ hasText: messageFor('error', 332) })
      .waitFor();
    expect(await page.getByRole('textbox', { name: '住所' }).count()).toBe(0);

    await page.goto(url('sp/BusStopEdit'));
    const edited = pointItem(page, '勤務先・学校', '学習塾の前');
    await edited.getByText('承認待ち').waitFor();
    expect(await edited.getByText(/承認されませんでした/).count()).toBe(0);
    expect(await edited.getByRole('link').count()).toBe(0);
    await context.close();
  });

  it('uses the current location when allowed, and says so plainly when it is refused', async () => {
    const { context, page } = await learners.open();
    await openMenu(page, currentPlace.seitoNo);
    await startRegistration(page, '自宅');

    await page.getByRole('button', { name: '現在地を使う' }).click();
    await page
      .getByText(/現在地の利用が許可されていません|この端末またはこの接続では現在地を取得できません/)
      .waitFor();

    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: 35.9712, longitude: 139.5931 });
    await page.getByRole('button', { name: '現在地を使う' }).click();
    await page.getByText('現在地に印を付けました。').waitFor();
    expect(
      await page.getByRole('status').filter({ hasText: '現在地に印を付けました' }).innerText(),
    ).toContain('緯度 35.97120、経度 139.59310');
    await expectAccessible(page);
    await context.close();
  });
});
