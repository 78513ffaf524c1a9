import 'react';

/**
 * Invoker commands (HTML `command`/`commandfor`): a button that opens or closes a dialog with no script, so
 * the site menu opens before the page's code has run (issue 29). React writes the attributes as they are;
 * its types do not know them yet.
 */
declare module 'react' {
  interface ButtonHTMLAttributes<T> {
    command?: 'show-modal' | 'close' | 'request-close';
    commandfor?: string;
  }
}
