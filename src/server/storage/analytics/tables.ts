import type { DomainMigrations } from '../steps';

export const analyticsMigrations: DomainMigrations = {
  // 18: page views counted on the server (decisions.md #100), as counts per day of the site's
  // time zone: the day's totals, per page, per source, per campaign, and the paths answered 404
  // with the page that linked there. No address, browser or visitor is kept in them. The last
  // three tables hold what the day's counting needs (its salt, each visitor's source, who was
  // counted where, all as hashes made with the salt) and are emptied once the day is over.
  18: (d) => `CREATE TABLE analytics_days (
      day text PRIMARY KEY,
      views integer NOT NULL,
      visitors integer NOT NULL
    )${d.keyedByText};
    CREATE TABLE analytics_pages (
      day text NOT NULL,
      path text NOT NULL,
      views integer NOT NULL,
      visitors integer NOT NULL,
      PRIMARY KEY (day, path)
    )${d.keyedByText};
    CREATE TABLE analytics_sources (
      day text NOT NULL,
      source text NOT NULL,
      views integer NOT NULL,
      visitors integer NOT NULL,
      PRIMARY KEY (day, source)
    )${d.keyedByText};
    CREATE TABLE analytics_campaigns (
      day text NOT NULL,
      source text NOT NULL,
      campaign text NOT NULL,
      views integer NOT NULL,
      visitors integer NOT NULL,
      PRIMARY KEY (day, source, campaign)
    )${d.keyedByText};
    CREATE TABLE analytics_not_found (
      day text NOT NULL,
      path text NOT NULL,
      referrer text NOT NULL,
      views integer NOT NULL,
      PRIMARY KEY (day, path, referrer)
    )${d.keyedByText};
    CREATE TABLE analytics_salts (
      day text PRIMARY KEY,
      salt text NOT NULL
    )${d.keyedByText};
    CREATE TABLE analytics_visits (
      day text NOT NULL,
      visitor text NOT NULL,
      source text NOT NULL,
      campaign text NOT NULL,
      PRIMARY KEY (day, visitor)
    )${d.keyedByText};
    CREATE TABLE analytics_seen (
      day text NOT NULL,
      mark text NOT NULL,
      PRIMARY KEY (day, mark)
    )${d.keyedByText};`,
  // 19: the questions the chat assistant could not answer, their words only, counted per day.
  19: (d) => `CREATE TABLE analytics_questions (
      day text NOT NULL,
      question text NOT NULL,
      asked integer NOT NULL,
      PRIMARY KEY (day, question)
    )${d.keyedByText};`,
  // 20: the versions of experiments (decisions.md #103), counted per day as the pages are.
  20: (d) => `CREATE TABLE analytics_variants (
      day text NOT NULL,
      path text NOT NULL,
      experiment text NOT NULL,
      version text NOT NULL,
      views integer NOT NULL,
      visitors integer NOT NULL,
      PRIMARY KEY (day, path, experiment, version)
    )${d.keyedByText};`,
};
