import { redirect } from 'react-router';

/** The second spelling of the homeowner page (docs/spec.md section 2) moved permanently to /homeowners. */
export function loader() {
  return redirect('/homeowners', 301);
}
