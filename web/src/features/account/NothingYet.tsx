import { Link } from 'react-router';
import styles from './account.module.css';

/** An account view with nothing in it yet: what is missing, and a button to the order wizard to start. */
export function NothingYet({ title, text, action }: { title: string; text: string; action: string }) {
  return (
    <div className={`panel ${styles.empty}`}>
      <h2>{title}</h2>
      <p>{text}</p>
      <Link to="/order" className="btn btn-accent">
        {action}
      </Link>
    </div>
  );
}
