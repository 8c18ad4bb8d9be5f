import { expect, it } from 'vitest';
import { buildApp } from '@server/app';
import { enqueueMails } from '@server/domain/mail/outbox';
import { readEnv } from '@server/env';
import { prepareRuntime } from '@server/start-up';
import { describeEachDatabase } from './databases';
import { useTestServer } from './harness';

describeEachDatabase('The development mailbox page (no SMTP_URL)', (kind) => {
  const server = useTestServer(kind, { env: { TRUST_PROXY: 'loopback' } });

  it('where the demo is on, answers a visitor from outside too (issue 21)', async () => {
    const page = await server().client().get<string>('dev/mailbox', { 'x-forwarded-for': '198.51.100.9' });
    expect(page.status).toBe(200);
  });

  it('lists every outbox mail newest first with its links clickable and everything else escaped, under a CSP without inline script', async () => {
    const s = server();
    await s.db.transaction((tx) =>
      enqueueMails(tx, s.clock.now(), [
        {
          schoolId: s.schoolId,
          learnerId: null,
          kind: 'test',
          to: 'first@example.jp',
          subject: '最初のお知らせ',
          body: 'はじめのメールです。',
        },
        {
          schoolId: s.schoolId,
          learnerId: null,
          kind: 'test',
          to: 'yamada.taro@example.jp',
          subject: '確認 <script>alert(1)</script>',
          body: '次のリンクを開いてください。\nhttp://localhost:3000/bus/ankyo/sp/mail?token=abc_DEF-123\n以上',
        },
      ]),
    );
    const page = await s.client().get<string>('dev/mailbox');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('cache-control')).toBe('no-store');
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/^default-src 'none'; style-src 'sha256-[A-Za-z0-9+/]+=*'/);
    expect(csp).not.toContain('unsafe-inline');
    expect(page.text).toContain('<html lang="ja">');
    expect(page.text).toContain(
      '<a href="http://localhost:3000/bus/ankyo/sp/mail?token=abc_DEF-123">http://localhost:3000/bus/ankyo/sp/mail?token=abc_DEF-123</a>',
    );
    expect(page.text).not.toContain('<script>');
    expect(page.text).toContain('確認 &#60;script&#62;alert(1)&#60;/script&#62;');
    expect(page.text.indexOf('yamada.taro@example.jp')).toBeLessThan(page.text.indexOf('first@example.jp'));
    expect(page.text).toContain('みどり自動車学校 &#60;info@midori-ds.example.jp&#62;');
    expect(page.text).toContain('送信待ち');
  });
});

/**
 * Issue 21: the mailbox's links sign people in. Where the demo is on, anyone may read it (the
 * demo's mails are fictional); elsewhere only a browser on the server's own machine. The balancer
 * on loopback (TRUST_PROXY) stands for a visitor from outside with X-Forwarded-For.
 */
describeEachDatabase('The mailbox without the demo answers only on this machine', (kind) => {
  const server = useTestServer(kind, { env: { DEMO: '0', TRUST_PROXY: 'loopback' } });

  it('answers a browser on loopback and is a 404 for anyone else', async () => {
    const c = server().client();
    const here = await c.get<string>('dev/mailbox');
    expect(here.status).toBe(200);
    expect(here.text).toContain('開発用メールボックス');
    for (const ip of ['198.51.100.9', '2001:db8::9']) {
      const outside = await c.get<string>('dev/mailbox', { 'x-forwarded-for': ip });
      expect(outside.status, ip).toBe(404);
      expect(outside.text, ip).not.toContain('開発用メールボックス');
    }
  });
});

describeEachDatabase('No mailbox page where mail really goes out', (kind) => {
  const server = useTestServer(kind, {
    env: { SMTP_URL: 'smtp://127.0.0.1:1', PUBLIC_URL: 'https://bus.example.jp' },
  });

  it('with SMTP_URL set, dev/mailbox is not served', async () => {
    const page = await server().client().get<string>('dev/mailbox');
    // at most the SPA's own page (its 404 screen), never the mailbox
    expect(page.text).not.toContain('開発用メールボックス');
    expect(page.headers.get('content-security-policy')).not.toMatch(/^default-src 'none'/);
  });
});

it('with NODE_ENV=production and no SMTP_URL there is no mailbox page, and mail is never marked sent', async () => {
  const settings = {
    NODE_ENV: 'production',
    SESSION_SECRET: 'p'.repeat(40),
    PUBLIC_URL: 'https://bus.example.jp',
    DATA_DIR: 'memory://',
    SCRYPT_LOG_N: '10',
    LOG_LEVEL: 'silent',
  };
  const runtime = await prepareRuntime(readEnv(settings));
  const app = await buildApp({ env: readEnv(settings), ...runtime });
  try {
    const answer = await app.inject({ method: 'GET', url: '/bus/ankyo/dev/mailbox' });
    expect(answer.body).not.toContain('開発用メールボックス');
    expect(runtime.mail.kind).toBe('unset');
    await expect(
      runtime.mail.send({
        from: { name: '学校', address: 'a@example.jp' },
        to: 'b@example.jp',
        subject: '件名',
        text: '本文',
        messageId: '<x@example.jp>',
        date: new Date(),
      }),
    ).rejects.toThrow('SMTP_URL is not set');
  } finally {
    await app.close();
    await runtime.database.close();
  }
});
