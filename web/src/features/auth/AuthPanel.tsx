import type { ReactNode } from 'react';
import styles from './auth.module.css';

/** The narrow page with one titled panel that each authentication screen is. */
export function AuthPanel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className={`page page-narrow ${styles.page}`}>
      <section className="panel">
        <h1 className="page-title">{title}</h1>
        {children}
      </section>
    </div>
  );
}
