/** What a page component receives: its route id, its loader's data and the path parameters. */
export type PageProps<Data = unknown> = {
  route: string;
  data: Data;
  params: Record<string, string>;
};
