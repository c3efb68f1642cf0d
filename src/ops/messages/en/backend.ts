/** English messages of the console's sections that the programme's own system runs when API_ORIGIN is set. */
export const backend = {
  heading: 'Run by the programme’s own system',
  body: (origin: string) =>
    `The shop reads its members, orders, payments, products, catalogue, deals, stores and help from the programme’s own system (${origin}), not from the copy this console keeps. Make those changes in the programme’s own tools: a change made here would not reach customers.`,
  stays: 'These stay here:',
  refused: 'Nothing was changed: this section is run by the programme’s own system.',
};
