import styled from '@emotion/styled';
import { Link } from 'react-router-dom';
import { BANNER_STEP_MS, mq } from '../theme/theme';
import { Svg } from './Icons';
import { useSlideRotation } from './useSlideRotation';

export interface BannerSlide {
  src: string;
  /** The picture's words (its large headline). */
  alt: string;
  /** The rest of the slide's message, as text under the picture. */
  text: string;
  /** Where the slide's call to action goes, if it has one. */
  cta?: { label: string; to: string };
}

/** Intrinsic size of the banner images. */
const SIZE = { width: 1280, height: 480 };

const Pictures = styled.div`
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
/** Under the picture, so nothing covers its words: the slide's text, then the controls. */
const Bar = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: center;
  gap: 4px 16px;
  padding: 8px 0 0;
  ${mq.upToPhone} {
    grid-template-columns: minmax(0, 1fr);
  }
`;
/** Every slide's text in one cell: the bar is as tall as the longest, whichever shows. */
const Captions = styled.div`
  display: grid;
  > p {
    grid-area: 1 / 1;
    margin: 0;
    font-size: 0.9375rem;
  }
  a {
    font-weight: 700;
    white-space: nowrap;
  }
`;
const Controls = styled.div`
  display: flex;
  align-items: center;
  gap: 4px;
  ${mq.upToPhone} {
    justify-self: center;
  }
`;
/** Hidden for reduced-motion shoppers: nothing moves, nothing to pause. */
const Pause = styled.button`
  width: 32px;
  height: 32px;
  padding: 0;
  border: 0;
  background: transparent;
  display: grid;
  place-items: center;
  cursor: pointer;
  ${mq.reducedMotion} {
    display: none;
  }
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

// Drawn here: the banner is their only user, and its file is not among the first scripts.
const PauseIcon = () => (
  <Svg size={18}>
    <path d="M9 6v12M15 6v12" />
  </Svg>
);
const PlayIcon = () => (
  <Svg size={18}>
    <path d="M8 5l11 7-11 7z" />
  </Svg>
);

interface BannerProps {
  slides: readonly BannerSlide[];
  intervalMs?: number;
}

/**
 * Rotating banner, advancing cyclically every 3 s. It pauses while
 * hovered or focused, stops for good with its pause button (WCAG 2.2.2: also by
 * touch), and does not move by itself for reduced-motion shoppers. The pictures
 * carry only their large headline; the rest is text under them, legible on any
 * screen, with a real link for a call to action.
 */
export function Banner({ slides, intervalMs = BANNER_STEP_MS }: BannerProps) {
  const { index, show, hold, stopped, toggleStopped } = useSlideRotation(slides.length, intervalMs);
  return (
    <section
      aria-roledescription="carrossel"
      aria-label="Destaques"
      onMouseEnter={() => hold(true)}
      onMouseLeave={() => hold(false)}
      onFocus={() => hold(true)}
      onBlur={() => hold(false)}
    >
      <Pictures>
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
      </Pictures>
      <Bar>
        <Captions>
          {slides.map((slide, i) => (
            // Hidden ones are out of the way of screen readers and the keyboard too.
            <p key={slide.src} style={{ visibility: i === index ? 'visible' : 'hidden' }}>
              {slide.text}
              {slide.cta && (
                <>
                  {' · '}
                  <Link to={slide.cta.to}>{slide.cta.label}</Link>
                </>
              )}
            </p>
          ))}
        </Captions>
        <Controls>
          <Pause type="button" aria-label={stopped ? 'Retomar destaques' : 'Pausar destaques'} onClick={toggleStopped}>
            {stopped ? <PlayIcon /> : <PauseIcon />}
          </Pause>
          {slides.map((slide, i) => (
            <Dot
              key={slide.src}
              type="button"
              active={i === index}
              aria-label={`Mostrar destaque ${i + 1} de ${slides.length}`}
              aria-current={i === index}
              onClick={() => show(i)}
            />
          ))}
        </Controls>
      </Bar>
    </section>
  );
}
