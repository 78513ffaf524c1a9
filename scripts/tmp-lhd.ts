import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const url = process.argv[2]!;
const runs = Number(process.argv[3] ?? 1);
const chrome = await chromeLauncher.launch({
  chromePath: '/usr/bin/chromium',
  chromeFlags: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
  ],
});
for (let i = 0; i < runs; i++) {
  const r = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  const a = r!.lhr.audits;
  const m = (id: string) => a[id]?.numericValue?.toFixed(0);
  console.log(
    `score ${Math.round(r!.lhr.categories.performance!.score! * 100)} FCP ${m('first-contentful-paint')} LCP ${m('largest-contentful-paint')} TBT ${m('total-blocking-time')} SI ${m('speed-index')} CLS ${a['cumulative-layout-shift']?.numericValue} bi ${r!.lhr.environment.benchmarkIndex}`,
  );
  if (process.env.DETAIL) {
    const lcpEl = a['largest-contentful-paint-element']?.details as any;
    console.log(
      'LCP el',
      JSON.stringify(lcpEl?.items?.[0]?.items?.[0]?.node?.snippet ?? lcpEl).slice(0, 200),
    );
    console.log('LCP phases', JSON.stringify(lcpEl?.items?.[1]?.items));
    const lt = a['long-tasks']?.details as any;
    for (const t of lt?.items ?? [])
      console.log('long', t.url, Math.round(t.startTime), Math.round(t.duration));
    const bt = a['bootup-time']?.details as any;
    for (const t of bt?.items ?? [])
      console.log(
        'boot',
        t.url,
        Math.round(t.total),
        Math.round(t.scripting),
        Math.round(t.scriptParseCompile),
      );
    const mx = (a['metrics']?.details as any)?.items?.[0];
    console.log(
      'observed',
      [
        'observedFirstPaint',
        'observedFirstContentfulPaint',
        'observedLargestContentfulPaint',
        'observedDomContentLoaded',
        'observedLoad',
        'observedTraceEnd',
      ]
        .map((k) => k + '=' + Math.round(mx?.[k]))
        .join(' '),
    );
    const nr = a['network-requests']?.details as any;
    for (const t of nr?.items ?? [])
      console.log(
        'net',
        Math.round(t.networkRequestTime),
        Math.round(t.networkEndTime),
        t.priority,
        t.transferSize,
        t.url.slice(21, 80),
      );
    const mt = a['mainthread-work-breakdown']?.details as any;
    for (const t of mt?.items ?? []) console.log('mt', t.groupLabel, Math.round(t.duration));
  }
}
await chrome.kill();
