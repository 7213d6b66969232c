import { Trans } from "@lingui/react/macro";
import { Link, useRouter } from "@tanstack/react-router";
import "./shell.css";

/** The 404 page (spec 000 §8): return home, or to the previous page. */
export function NotFound() {
  const router = useRouter();
  return (
    <main className="shell-center">
      <div className="shell-card">
        <div className="shell-404">404</div>
        <h1>
          <Trans>Oops~ the page you are looking for does not exist</Trans>
        </h1>
        <div className="shell-actions">
          <Link to="/" className="shell-button primary">
            <Trans>Return home</Trans>
          </Link>
          <button type="button" className="shell-button" onClick={() => router.history.back()}>
            <Trans>Previous page</Trans>
          </button>
        </div>
      </div>
    </main>
  );
}
