/* global self, URL */
// The app's service worker (issue 28 §2): shows the alerts the server pushes and opens the app when
// one is tapped. Nothing is cached. Plain JavaScript served as is at {BASE_PATH}sw.js (scope: the
// base path), so it needs no build step of its own; kept this small on purpose.

const scope = new URL(self.registration.scope);

/**
 * What a push whose payload cannot be read shows (our server never sends one; a push service
 * might). Not in the text catalogue because this file is served as written, outside the bundle.
 */
const FALLBACK = { title: '送迎バス', body: 'お知らせがあります。アプリを開いてご確認ください。' };

/** The payload's field when it is a short string; else the fallback. */
function text(value, fallback, max) {
  return typeof value === 'string' && value.length > 0 ? value.slice(0, max) : fallback;
}

/** A page of this app to open: only a URL of our own origin below the base path, else the base path. */
function appUrl(value) {
  if (typeof value !== 'string' || value === '') return scope.href;
  try {
    const url = new URL(value, scope);
    if (url.origin === scope.origin && url.pathname.startsWith(scope.pathname)) return url.href;
  } catch {
    // not a URL: the app's start
  }
  return scope.href;
}

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('push', (event) => {
  let message = null;
  try {
    message = event.data ? event.data.json() : null;
  } catch {
    message = null;
  }
  const readable = message !== null && typeof message === 'object' && typeof message.title === 'string';
  const title = readable ? text(message.title, FALLBACK.title, 100) : FALLBACK.title;
  const body = readable ? text(message.body, '', 300) : FALLBACK.body;
  const options = {
    body,
    // text only: a notification never renders markup, and the icon is our own
    icon: new URL('icon-192.png', scope).href,
    lang: 'ja',
    data: { url: appUrl(readable ? message.url : undefined) },
  };
  if (readable && typeof message.tag === 'string' && message.tag) options.tag = message.tag.slice(0, 100);
  event.waitUntil(self.registration.showNotification(title, options));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = appUrl(event.notification.data && event.notification.data.url);
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => client.url.startsWith(scope.href));
      if (open)
        return (
          open
            .focus()
            .then((client) => (client.url === url ? client : client.navigate(url)))
            // a window this worker does not control cannot be navigated: focused is enough
            .catch(() => undefined)
        );
      return self.clients.openWindow(url);
    }),
  );
});
