import 'sonner/dist/styles.css';
import './styles.css';

// Before any catalogue: a Spanish page ('/es', '/es/...') says it in Spanish from this pair.
const LOAD_FAILED = /^\/es(\/|$)/.test(window.location.pathname)
  ? 'No se pudo cargar esta página. Revise su conexión y vuelva a intentarlo.'
  : 'This page could not be loaded. Check your connection, then try again.';

/**
 * Runs `start` once the browser has painted index.html's header bar. The app's code is
 * most of a page's download and work: a phone shows the site first, then runs it (the
 * server has already asked for the code, so nothing waits on the network here). A
 * hidden tab paints nothing, so it starts at once.
 */
function afterFirstPaint(start: () => void) {
  if (document.visibilityState === 'hidden') start();
  else requestAnimationFrame(() => setTimeout(start, 0));
}

afterFirstPaint(() => {
  import('./app/start').catch(() => {
    const message = document.createElement('p');
    message.setAttribute('role', 'alert');
    message.className = 'px-4 py-16 text-center text-stone-700';
    message.textContent = LOAD_FAILED;
    document.getElementById('root')?.append(message);
  });
});
