import net from 'node:net';

/** A raw client connection: what it received and when the server closed it. */
export interface RawConnection {
  socket: net.Socket;
  received(): string;
  closed: Promise<number>;
}

/** Opens a TCP connection and writes `text` (a request, whole or in part) once connected. */
export function connect(port: number, text: string): Promise<RawConnection> {
  return new Promise((resolve, reject) => {
    let received = '';
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(text);
      resolve({ socket, received: () => received, closed });
    });
    socket.on('data', (chunk) => (received += chunk.toString()));
    socket.once('error', reject);
    const closed = new Promise<number>((r) => socket.once('close', () => r(Date.now())));
  });
}

/** When the server closed the connection, or 'open' if it has not within `ms`. */
export const closedWithin = (connection: RawConnection, ms: number) =>
  Promise.race([
    connection.closed,
    new Promise<'open'>((resolve) => setTimeout(() => resolve('open'), ms).unref()),
  ]);

/** Polls `condition` every 20 ms for at most `ms`; its last value. */
export const until = async (condition: () => boolean, ms: number) => {
  const deadline = Date.now() + ms;
  while (!condition() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  return condition();
};
