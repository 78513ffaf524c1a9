import { type Ref, useId } from 'react';
import { imageAccept } from '#common/images.ts';

export interface FilePickerProps {
  label: string;
  /** Words for screen readers that tell this picker from others with the same label. */
  context?: string;
  multiple?: boolean;
  onFiles: (files: File[]) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  invalid?: boolean;
  describedBy?: string;
}

/**
 * An image file input shown as a button: the input itself stays in the page (focusable, labelled, usable
 * by assistive technology) and the button-looking label carries its focus ring.
 */
export function FilePicker({
  label,
  context,
  multiple,
  onFiles,
  onBlur,
  inputRef,
  invalid,
  describedBy,
}: FilePickerProps) {
  const id = useId();
  return (
    <span className="inline-block">
      <input
        ref={inputRef}
        id={id}
        type="file"
        accept={imageAccept}
        multiple={multiple}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        className="peer sr-only"
        onBlur={onBlur}
        onChange={(event) => {
          const files = [...(event.currentTarget.files ?? [])];
          // cleared so that choosing the same file again (after removing it) is seen as a change
          event.currentTarget.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
      <label
        htmlFor={id}
        className="btn-outline min-h-10 cursor-pointer px-4 py-1.5 text-sm peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-alpenglow-500"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          width="18"
          height="18"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M12 5v14M5 12h14" />
        </svg>
        {label}
        {context ? <span className="sr-only"> {context}</span> : null}
      </label>
    </span>
  );
}
