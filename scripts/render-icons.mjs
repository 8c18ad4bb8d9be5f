// Renders the PNG icons of src/client/public from their SVGs with headless Chromium; run it again
// after changing an SVG (`node scripts/render-icons.mjs`) and commit the PNGs. The maskable
// variant (scripts/icon-maskable.svg) fills its square and keeps the bus inside the safe circle,
// for launchers that cut their own shape, and Apple's home screen, which rounds the corners itself.
import { Buffer } from 'node:buffer';
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

const publicDir = path.resolve('src/client/public');
const roundedIcon = fs.readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8');
const fullSquare = fs.readFileSync(path.resolve('scripts/icon-maskable.svg'), 'utf8');

const ICONS = [
  { file: 'favicon-32.png', svg: roundedIcon, size: 32 },
  { file: 'icon-192.png', svg: roundedIcon, size: 192 },
  { file: 'icon-512.png', svg: roundedIcon, size: 512 },
  { file: 'icon-maskable-512.png', svg: fullSquare, size: 512 },
  { file: 'apple-touch-icon.png', svg: fullSquare, size: 180 },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
try {
  for (const { file, svg, size } of ICONS) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const src = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}img{display:block;width:${size}px;height:${size}px}</style><img src="${src}">`,
    );
    await page.locator('img').screenshot({ path: path.join(publicDir, file), omitBackground: true });
    await page.close();
    console.log(`${file}: ${fs.statSync(path.join(publicDir, file)).size} bytes`);
  }
} finally {
  await browser.close();
}
