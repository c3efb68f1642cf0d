/** English messages of the console's reviews section. */
export const reviews = {
  heading: 'Reviews',
  filters: 'Which reviews',
  filter: { all: 'All', photos: 'With photos', low: '1 or 2 stars', hidden: 'Hidden' },
  none: 'No review here.',
  stars: (n: number) => `${n} of 5 stars`,
  photo: (n: number) => `Photo ${n}`,
  hide: 'Hide from the shop',
  show: 'Show again',
  hiddenSince: (date: string) => `Hidden since ${date}.`,
  hidden:
    'Hidden: its product’s and merchant’s pages no longer show it, its photos are withheld, its product’s stars are counted without it, and its author loses the points it earned (as far as their balance goes).',
  shown: 'Shown again, with its photos; its product’s stars count it again, and its author gets back the points taken.',
  photosNotMoved: 'Its photos could not be moved, so nothing changed: press the button again.',
  newer: 'Newer reviews',
  older: 'Older reviews',
};
