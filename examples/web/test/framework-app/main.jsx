// A small Preact app that mounts <damero-board> as any site would: one import registers the
// element; the app passes attributes as props, listens to its events through a ref, and keeps
// the fragment and the last move in its own state. Built by Vite in test/framework.test.mjs.
import { render } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import 'damero/board';

function App() {
  const board = useRef(null);
  const [fragment, setFragment] = useState('');
  const [last, setLast] = useState('');
  const [variant, setVariant] = useState('english');
  useEffect(() => {
    const el = board.current;
    const onChange = (e) => setFragment(e.detail.fragment);
    const onMove = (e) => setLast(e.detail.text);
    el.addEventListener('change', onChange);
    el.addEventListener('move', onMove);
    el.ready.then(() => document.body.dataset.ready = 'true');
    return () => {
      el.removeEventListener('change', onChange);
      el.removeEventListener('move', onMove);
    };
  }, []);
  return (
    <>
      <h1>Preact and damero</h1>
      <button type="button" id="chess" onClick={() => setVariant('chess')}>Chess</button>
      <damero-board ref={board} id="board" variant={variant} interactive lang="en" style="max-width: 24rem"></damero-board>
      <p id="fragment">{fragment}</p>
      <p id="last">{last}</p>
    </>
  );
}

render(<App />, document.getElementById('app'));
