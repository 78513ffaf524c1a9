import { useEffect, useId, useRef, useState } from 'react';
import type { Lang } from '#common/translations.ts';
import { contentOfPageForm, pageFormSchema } from '../../../lib/admin/site-content-form.ts';

export type PreviewDevice = 'phone' | 'desktop';

/** The widths the preview renders the page at: a common phone and a laptop. */
export const previewWidths: Record<PreviewDevice, number> = { phone: 390, desktop: 1280 };
const previewHeights: Record<PreviewDevice, number> = { phone: 780, desktop: 800 };

export type PagePreviewProps =
  | { slug: string; values: unknown; revision?: undefined }
  | { slug: string; revision: number; values?: undefined };

/** How long typing must pause before the preview renders again. */
export const previewDelayMs = 700;

/** Beside the frame while the form holds content the rules refuse (a required field emptied mid-typing). */
const invalidNotice = 'The preview shows the last valid version: a field in the form needs attention.';

/**
 * The real public rendering of the page, at phone or desktop width, in an iframe of the preview route:
 * the editor's current form (posted to the route, so nothing is saved) or a stored revision. The frame
 * is drawn at the device's true width and scaled down to fit the column. Only a form that passes the
 * content rules is posted: while it does not, the frame keeps the last valid version and says so.
 */
export function PagePreview(props: PagePreviewProps) {
  const { slug } = props;
  const [device, setDevice] = useState<PreviewDevice>('phone');
  const [columnWidth, setColumnWidth] = useState(0);
  const column = useRef<HTMLDivElement>(null);
  const postForm = useRef<HTMLFormElement>(null);
  const contentInput = useRef<HTMLInputElement>(null);
  const frameName = `preview-${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  const action = `/admin/content/${slug}/preview`;
  const live = props.revision === undefined;
  const [lang, setLang] = useState<Lang>('en');
  // the API's shape of the content (each text's French gathered from beside it): what the route checks
  const json = live ? JSON.stringify(contentOfPageForm(props.values)) : '';
  const valid = !live || pageFormSchema.safeParse(props.values).success;
  const lastPosted = useRef<string | null>(null);

  useEffect(() => {
    const element = column.current;
    if (!element) return;
    const measure = () => setColumnWidth(element.clientWidth);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  // A new device width renders again at once (the last valid version while the form is not valid);
  // typing renders again once it pauses, when the form is valid.
  const lastDevice = useRef<string | null>(null);
  useEffect(() => {
    if (!live) return;
    const immediate = lastDevice.current !== `${device} ${lang}`;
    lastDevice.current = `${device} ${lang}`;
    if (!valid && !immediate) return;
    // nothing valid shown yet: the route answers a refused form with the saved version
    const content = valid ? json : (lastPosted.current ?? json);
    const timer = window.setTimeout(
      () => {
        if (!postForm.current || !contentInput.current) return;
        contentInput.current.value = content;
        postForm.current.submit();
        if (valid) lastPosted.current = content;
      },
      immediate ? 0 : previewDelayMs,
    );
    return () => window.clearTimeout(timer);
  }, [live, json, valid, device, lang]);

  const width = previewWidths[device];
  const height = previewHeights[device];
  const scale = columnWidth > 0 ? Math.min(1, columnWidth / width) : 1;
  const src = live ? undefined : `${action}?revision=${props.revision}${lang === 'fr' ? '&lang=fr' : ''}`;

  return (
    <section aria-label="Preview" className="min-w-0 xl:sticky xl:top-24 xl:self-start">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-xl font-semibold">Preview</h3>
        <fieldset className="flex gap-1 rounded-full bg-white p-1 ring-1 ring-slate-200">
          <legend className="sr-only">Preview width</legend>
          {(['phone', 'desktop'] as const).map((option) => (
            <label
              key={option}
              className={`cursor-pointer rounded-full px-4 py-2 text-sm font-semibold has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-900 ${
                device === option ? 'bg-brand-900 text-white' : 'text-brand-900 hover:bg-brand-50'
              }`}
            >
              <input
                type="radio"
                name={`${frameName}-device`}
                value={option}
                checked={device === option}
                onChange={() => setDevice(option)}
                className="sr-only"
              />
              {option === 'phone'
                ? `Phone (${previewWidths.phone} px)`
                : `Desktop (${previewWidths.desktop} px)`}
            </label>
          ))}
        </fieldset>
      </div>
      <fieldset className="mb-3 flex flex-wrap items-center gap-3 text-sm">
        <legend className="sr-only">Preview language</legend>
        {(['en', 'fr'] as const).map((option) => (
          <label key={option} className="flex items-center gap-1.5 font-semibold text-brand-900">
            <input
              type="radio"
              name={`${frameName}-lang`}
              value={option}
              checked={lang === option}
              onChange={() => setLang(option)}
            />
            {option === 'en' ? 'English page' : 'French page (/fr)'}
          </label>
        ))}
      </fieldset>
      <p className="mb-3 text-sm text-slate-700">
        {live
          ? 'What visitors will see once this is published. It follows your typing; nothing is saved by it.'
          : 'This revision as visitors saw it.'}
      </p>
      <p role="status" className="mb-3 text-sm font-semibold text-amber-900 empty:mb-0">
        {valid ? '' : invalidNotice}
      </p>
      <div ref={column} className="w-full">
        <div
          className="overflow-hidden rounded-xl bg-white ring-1 ring-slate-300"
          style={{ height: Math.round(height * scale), width: Math.round(width * scale) }}
        >
          <iframe
            key={`${device}-${lang}`}
            name={frameName}
            title={`Preview at ${device} width (${width} px)`}
            src={src}
            width={width}
            height={height}
            style={{ transform: `scale(${scale})`, transformOrigin: '0 0' }}
            className="border-0"
          />
        </div>
      </div>
      {live ? (
        <form ref={postForm} method="post" action={action} target={frameName} hidden>
          <input ref={contentInput} type="hidden" name="content" />
          <input type="hidden" name="lang" value={lang} />
        </form>
      ) : null}
    </section>
  );
}
