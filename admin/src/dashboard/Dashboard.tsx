import { Title } from 'react-admin';
import { Analytics } from './Analytics';

/** The back office's home (docs/product.md §2): the Analytics section; the other sections are tabs beside it (Layout.tsx). */
export function Dashboard() {
  return (
    <>
      <Title title="kp.titles.dashboard" />
      <Analytics />
    </>
  );
}
