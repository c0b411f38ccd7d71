// The sizes an uploaded image is cut into, as WordPress makes them: fitted in their boxes, never
// upscaled, the thumbnail cropped, and files named after their dimensions.
import { planSubSizes, subSizeFileName } from './subSizes';

const byName = (width: number, height: number) =>
  Object.fromEntries(
    planSubSizes(width, height).map((size) => [size.name, [size.width, size.height]]),
  );

describe('planSubSizes', () => {
  it('makes every WordPress size for a large landscape photo', () => {
    expect(byName(2000, 1500)).toEqual({
      thumbnail: [150, 150],
      medium: [300, 225],
      medium_large: [768, 576],
      large: [1024, 768],
    });
  });

  it('fits portrait images inside the box by height', () => {
    expect(byName(1200, 2400)).toEqual({
      thumbnail: [150, 150],
      medium: [150, 300],
      medium_large: [768, 1536],
      large: [512, 1024],
    });
  });

  it('never upscales: only sizes smaller than the original are made', () => {
    expect(byName(500, 400)).toEqual({ thumbnail: [150, 150], medium: [300, 240] });
    expect(byName(150, 150)).toEqual({});
    expect(byName(100, 80)).toEqual({});
  });

  it('crops the thumbnail to what the original has on a short side', () => {
    expect(byName(1000, 100).thumbnail).toEqual([150, 100]);
  });

  it('names files after their dimensions', () => {
    const [thumbnail] = planSubSizes(800, 600);
    expect(thumbnail && subSizeFileName('photo', 'jpg', thumbnail)).toBe('photo-150x150.jpg');
  });
});
