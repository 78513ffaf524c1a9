import { chromium } from 'playwright-core';

const b = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
const c = await b.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
const p = await c.newPage();
const t0 = Date.now();
p.on('request', (r) => {
  if (r.url().includes('contact-form') || r.url().includes('home-page'))
    console.log(Date.now() - t0, r.url().slice(22));
});
p.on('console', (m) => console.log('console', m.text()));
await p.goto(process.argv[2]!, { waitUntil: 'networkidle' });
console.log(
  await p.evaluate(() => ({
    top: document.getElementById('home-contact-part')?.getBoundingClientRect().top,
    h: document.documentElement.dataset.hydrated,
    sh: document.body.scrollHeight,
  })),
);
await b.close();
