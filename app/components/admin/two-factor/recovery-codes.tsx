import { CopyButton } from '../../ui/copy-button.tsx';

/** The recovery codes, shown once (ADR 0043): copy them or save them as a text file, then close. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const text = `${codes.join('\n')}\n`;
  const file = `data:text/plain;charset=utf-8,${encodeURIComponent(text)}`;
  return (
    <div className="space-y-3 rounded-lg border border-amber-300 bg-amber-50 p-4">
      <h3 className="font-semibold">Your recovery codes</h3>
      <p className="text-sm text-slate-800">
        Each code signs you in once if you lose your phone. Keep them somewhere safe: they are shown only now.
      </p>
      <ul data-recovery-codes className="grid grid-cols-2 gap-x-4 gap-y-1 font-mono text-base">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <CopyButton text={text} what="recovery codes" />
        <a href={file} download="recovery-codes.txt" className="btn-outline">
          Download
        </a>
        <button type="button" className="btn-dark" onClick={onDone}>
          I have saved them
        </button>
      </div>
    </div>
  );
}
