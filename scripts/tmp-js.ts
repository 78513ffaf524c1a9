import { launchChromium, measurePage } from './perf-budget.ts';

const b = await launchChromium();
for (const p of process.argv.slice(2)) {
  const r = await measurePage(b, 'http://127.0.0.1:3900', p);
  console.log(p, (r.jsGzip / 1024).toFixed(1));
  for (const s of r.scripts.sort((a, b) => b.gzip - a.gzip))
    console.log('  ', (s.gzip / 1024).toFixed(2), s.framework ? 'F' : ' ', s.url);
}
await b.close();
