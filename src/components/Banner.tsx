import styled from '@emotion/styled';
import { useEffect, useState } from 'react';
import { BANNER_STEP_MS, mq } from '../theme/theme';

export interface BannerSlide {
  src: string;
  alt: string;
}

/** Intrinsic size of the banner images. */
const SIZE = { width: 1280, height: 480 };

const Region = styled.section`
  position: relative;
  width: 100%;
  aspect-ratio: ${SIZE.width} / ${SIZE.height};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.subtle};
`;
const Slide = styled.img<{ active: boolean }>`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  object-fit: cover;
  opacity: ${({ active }) => (active ? 1 : 0)};
  transition: opacity 0.6s ease;
  ${mq.reducedMotion} {
    transition: none;
  }
`;
const Dots = styled.div`
  position: absolute;
  bottom: 8px;
  left: 50%;
  transform: translateX(-50%);
  display: flex;
  gap: 4px;
`;
const Dot = styled.button<{ active: boolean }>`
  width: 24px;
  height: 24px;
  padding: 0;
  border: 0;
  background: transparent;
  cursor: pointer;
  display: grid;
  place-items: center;
  &::after {
    content: '';
    width: 10px;
    height: 10px;
    border-radius: 50%;
    border: 1px solid #111;
    background: ${({ active }) => (active ? '#111' : '#fff')};
  }
`;

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
}

interface BannerProps {
  slides: readonly BannerSlide[];
  intervalMs?: number;
}

/**
 * Spec §2/§4: rotating banner, advancing cyclically every 3 s. It pauses while
 * hovered or focused and does not move by itself for reduced-motion users.
 */
export function Banner({ slides, intervalMs = BANNER_STEP_MS }: BannerProps) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    if (paused || slides.length < 2 || prefersReducedMotion()) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % slides.length), intervalMs);
    return () => clearInterval(timer);
  }, [paused, slides.length, intervalMs]);

  return (
    <Region
      aria-roledescription="carrossel"
      aria-label="Destaques"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      {slides.map((slide, i) => (
        <Slide
          key={slide.src}
          src={slide.src}
          alt={i === index ? slide.alt : ''}
          aria-hidden={i !== index}
          active={i === index}
          width={SIZE.width}
          height={SIZE.height}
          // The first slide is the page's largest paint: fetch it first and draw it in the
          // first frame after it arrives (not a frame later, which can fall behind the
          // main script's start-up); the rest can wait.
          loading={i === 0 ? 'eager' : 'lazy'}
          fetchPriority={i === 0 ? 'high' : 'low'}
          decoding={i === 0 ? 'sync' : 'async'}
          data-active={i === index}
        />
      ))}
      <Dots>
        {slides.map((slide, i) => (
          <Dot
            key={slide.src}
            type="button"
            active={i === index}
            aria-label={`Mostrar destaque ${i + 1} de ${slides.length}`}
            aria-current={i === index}
            onClick={() => setIndex(i)}
          />
        ))}
      </Dots>
    </Region>
  );
}
