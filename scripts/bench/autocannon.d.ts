// The part of autocannon's programmatic API the page load uses (the package ships no types).
declare module 'autocannon' {
  interface Request {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    requests?: { setupRequest?: (request: Request) => Request }[];
  }
  export default function autocannon(options: Options): Promise<unknown>;
}
