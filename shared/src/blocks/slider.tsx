import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';

export interface SliderProps {
  /** Names the slider for assistive technology, e.g. the list's headline. */
  label: string;
  slides: Array<{ key: string; content: ReactNode }>;
  className?: string;
  /** More slides per view from a window width (px) on; 1 below the first. */
  breakpoints?: Record<number, { slidesPerView: number }>;
}

let swiperSlider: Promise<typeof import('@festival/shared/blocks/swiper-slider')> | undefined;
/** Fetches swiper's slider once; the promise every slider (and a test) waits for. */
export const loadSwiperSlider = () => (swiperSlider ??= import('@festival/shared/blocks/swiper-slider'));

const SwiperSlider = lazy(loadSwiperSlider);

/** Swiper loads once a slider comes this close to the viewport. */
const LOAD_MARGIN = '400px 0px';

/** Until swiper is loaded: the first slide in the slider's place, without controls. */
function StillSlider({ label, slides, className }: SliderProps) {
  return (
    <div className={`fs-slider fs-slider--still ${className ?? ''}`.trim()} role="region" aria-roledescription="carousel" aria-label={label}>
      {slides[0]?.content}
    </div>
  );
}

/**
 * A slider (spec §9) whose swiper code is fetched only when the slider nears the viewport, so
 * pages with sliders far down do not pay for it up front.
 */
export function Slider(props: SliderProps) {
  const placeholder = useRef<HTMLDivElement>(null);
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const element = placeholder.current;
    if (wanted || !element) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      setWanted(true);
      return undefined;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setWanted(true);
    }, { rootMargin: LOAD_MARGIN });
    observer.observe(element);
    return () => observer.disconnect();
  }, [wanted]);

  const still = <StillSlider {...props} />;
  if (!wanted) return <div ref={placeholder}>{still}</div>;
  return (
    <Suspense fallback={still}>
      <SwiperSlider {...props} />
    </Suspense>
  );
}
