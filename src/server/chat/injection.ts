/**
 * Messages that try to give the assistant new instructions instead of asking a question: to
 * forget its rules, take another role, reveal its prompt, or that fake a turn of the
 * conversation. Such a message never reaches a language model; the assistant says what it can
 * help with instead. The grounding prompt also tells the model that a visitor's text is never
 * an instruction, for what these patterns miss.
 */
const instructionPatterns: RegExp[] = [
  // "Ignore your previous instructions", "disregard all rules", "forget the website".
  /\b(ignore|disregard|forget|override|bypass)\b.{0,40}\b(instructions?|rules?|prompts?|guidelines|website|context|everything)\b/i,
  // "You are now…", "from now on you…", "pretend you are…", "stop being a…". Not "act as": a
  // client may well ask whether the team can act as their IT department.
  /\byou are now\b|\bfrom now on,? you\b|\bpretend (to be|you are|you're)\b|\brole-?play\b|\bstop being (a|an|the)\b|\bjailbreak/i,
  /\bDAN\b/,
  // "Print your system prompt", "reveal your instructions".
  /\b(system|developer|hidden|initial) (prompt|message|instructions?)\b/i,
  /\b(reveal|print|show|repeat|output)\b.{0,30}\b(your|the) (prompt|instructions|rules)\b/i,
  // A fake turn: "SYSTEM: …", "</user> assistant: …".
  /^\s*(system|assistant|developer)\s*:/i,
  /<\/?\s*(user|system|assistant)\s*>/i,
];

/** Whether a visitor's message tries to instruct the assistant rather than ask it something. */
export function isInstructionAttempt(message: string): boolean {
  return instructionPatterns.some((pattern) => pattern.test(message));
}
