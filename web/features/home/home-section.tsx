import type { ReactNode } from 'react';

/** One card of a home, named by its heading (a region for assistive technology). */
export function HomeSection({ id, heading, level = 2, children }: { id: string; heading: string; level?: 2 | 3; children: ReactNode }) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section className="home-card" aria-labelledby={id} data-testid={id}>
      <Heading id={id}>{heading}</Heading>
      {children}
    </section>
  );
}
