// Words spelled with a vowel but said with a consonant ("a user", "a one-off", "a euro"), and
// words spelled with a consonant but said with a vowel ("an hour", "an honest").
const vowelLetterConsonantSound = /^(uni|use|usu|uti|ura|eu|ewe|one|once|ubiq)/i;
const silentH = /^(hour|honest|honou?r|heir)/i;
// Acronyms are read letter by letter: "an SEO audit", "an MRI", "a VPS".
const vowelSoundLetters = 'AEFHILMNORSX';

/** The topic with "a" or "an" before it, chosen by how its first word sounds. */
export function withArticle(topic: string): string {
  const word = topic.trim().split(/[\s-]/)[0] ?? '';
  const acronym = word.length > 1 && word === word.toUpperCase() && /^[A-Z]/.test(word);
  const vowelSound = acronym
    ? vowelSoundLetters.includes(word.charAt(0))
    : silentH.test(word) || (/^[aeiou]/i.test(word) && !vowelLetterConsonantSound.test(word));
  return `${vowelSound ? 'an' : 'a'} ${topic}`;
}
