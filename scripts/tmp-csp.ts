import { chromium } from 'playwright-core';

const b = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
const p = await b.newPage();
const errs: string[] = [];
p.on('console', (m) => {
  if (m.type() === 'error') errs.push(m.text());
});
p.on('pageerror', (e) => errs.push(String(e)));
await p.goto(process.argv[2]!);
await p.waitForSelector('html[data-hydrated]', { timeout: 10000 }).then(
  () => console.log('hydrated'),
  () => console.log('NOT hydrated'),
);
console.log(errs);
await b.close();
