() => { const d = document.documentElement;
  // The culprits: boxes reaching past the edge, or text spilling out of a box that lets it.
  const wide = [...document.querySelectorAll('body *')].filter(e => !e.closest('.scroll, .vh, .skip, table')
    && (e.getBoundingClientRect().right > d.clientWidth + 1
        || (e.scrollWidth > e.clientWidth + 1 && getComputedStyle(e).overflowX === 'visible')));
  return {scroll: d.scrollWidth, client: d.clientWidth,
          wide: wide.slice(-3).map(e => e.tagName.toLowerCase() + ' ' + (e.textContent || '').trim().slice(0, 30))}; }
