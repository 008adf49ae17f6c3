import { useState } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y, Keyboard } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { SliderProps } from '@festival/shared/blocks/slider';
import { useLocaleT } from '@festival/shared/ui/app-context';
import 'swiper/css';
import 'swiper/css/a11y';
import './slider.css';

/** Spec §9 slider defaults. */
export const SLIDER_DEFAULTS = { slidesPerView: 1, spaceBetween: 24 } as const;

/**
 * A swiper slider with keyboard (arrow keys) and a11y modules, and real buttons for previous,
 * next and each slide, so every control is labelled and reachable by Tab.
 */
export default function SwiperSlider({ label, slides, className, breakpoints }: SliderProps) {
  const { t } = useLocaleT();
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [position, setPosition] = useState({ index: 0, atStart: true, atEnd: slides.length <= 1 });
  const update = (instance: SwiperInstance) =>
    setPosition({ index: instance.activeIndex, atStart: instance.isBeginning, atEnd: instance.isEnd });

  return (
    <div className={`fs-slider ${className ?? ''}`.trim()} role="region" aria-roledescription="carousel" aria-label={label}>
      <Swiper
        modules={[Keyboard, A11y]}
        slidesPerView={SLIDER_DEFAULTS.slidesPerView}
        spaceBetween={SLIDER_DEFAULTS.spaceBetween}
        breakpoints={breakpoints}
        keyboard={{ enabled: true, onlyInViewport: true }}
        a11y={{
          enabled: true,
          prevSlideMessage: t('slider.previous'),
          nextSlideMessage: t('slider.next'),
          firstSlideMessage: t('slider.first'),
          lastSlideMessage: t('slider.last'),
        }}
        onSwiper={(instance) => {
          setSwiper(instance);
          update(instance);
        }}
        onSlideChange={update}
        onReachBeginning={update}
        onReachEnd={update}
        onResize={update}
      >
        {slides.map((slide) => (
          <SwiperSlide key={slide.key}>{slide.content}</SwiperSlide>
        ))}
      </Swiper>
      {slides.length > 1 && (
        <div className="fs-slider__controls">
          <button type="button" className="fs-slider__arrow fs-slider__arrow--prev" aria-label={t('slider.previous')} disabled={position.atStart} onClick={() => swiper?.slidePrev()}>
            <span aria-hidden="true">‹</span>
          </button>
          <ol className="fs-slider__dots">
            {slides.map((slide, index) => (
              <li key={slide.key}>
                <button
                  type="button"
                  className="fs-slider__dot"
                  aria-label={t('slider.goTo', { index: index + 1 })}
                  aria-current={index === position.index ? 'true' : undefined}
                  onClick={() => swiper?.slideTo(index)}
                />
              </li>
            ))}
          </ol>
          <button type="button" className="fs-slider__arrow fs-slider__arrow--next" aria-label={t('slider.next')} disabled={position.atEnd} onClick={() => swiper?.slideNext()}>
            <span aria-hidden="true">›</span>
          </button>
        </div>
      )}
    </div>
  );
}
