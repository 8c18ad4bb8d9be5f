// Development: the API with reload on change (tsx watch) and Vite with hot module reload in front of it.
import { spawn } from 'node:child_process';

const port = Number(process.env.PORT ?? 3000);
const apiPort = port + 1;
const children = [
  spawn('npx', ['tsx', 'watch', 'src/server/server.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: String(apiPort), NODE_ENV: 'development' },
  }),
  spawn('npx', ['vite', '--port', String(port), '--strictPort'], {
    stdio: 'inherit',
    env: { ...process.env, API_PORT: String(apiPort) },
  }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((child) => child.on('exit', stop));
