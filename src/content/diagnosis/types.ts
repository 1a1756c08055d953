/**
 * Types of the diagnosis questionnaire's static content (spec §3 "Form question": the server gives the ids, the
 * client holds the text). Shared by the diagnosis pages and the action-plan pages that repeat headings and levels.
 */

import type { AxisSlug } from '@/domain/axes';

export type { AxisSlug, DiagnosisAxis, QuestionAxisNumber } from '@/domain/axes';

/** A rating level, 1 (not started) to 4 (exemplary); sent to the server as the string '1'..'4'. */
export type RatingLevel = 1 | 2 | 3 | 4;

/** The seven core subjects of ISO 26000 (clause 6), by their clause number. */
export type Iso26000CoreSubject = '6.2' | '6.3' | '6.4' | '6.5' | '6.6' | '6.7' | '6.8';

/** ESRS topical standards plus ESRS 2 (general disclosures: strategy, governance, impacts, risks). */
export type EsrsStandard = 'ESRS 2' | 'E1' | 'E2' | 'E3' | 'E4' | 'E5' | 'S1' | 'S2' | 'S3' | 'S4' | 'G1';

/** Disclosures of the EFRAG VSME standard for SMEs: Basic module B1–B11, Comprehensive module C1–C9. */
export type VsmeDisclosure =
  | 'B1'
  | 'B2'
  | 'B3'
  | 'B4'
  | 'B5'
  | 'B6'
  | 'B7'
  | 'B8'
  | 'B9'
  | 'B10'
  | 'B11'
  | 'C1'
  | 'C2'
  | 'C3'
  | 'C4'
  | 'C5'
  | 'C6'
  | 'C7'
  | 'C8'
  | 'C9';

/** Where a question sits in the reference frameworks a French SME is asked about (shown in the 'Enjeu' modal). */
export interface StandardTags {
  /** The ISO 26000 core subject the question relates to. */
  readonly iso26000: Iso26000CoreSubject;
  /** The ESRS standards covering the topic (at least one). */
  readonly esrs: readonly EsrsStandard[];
  /** The VSME disclosures a client or a bank may ask for on this topic (at least one). */
  readonly vsme: readonly VsmeDisclosure[];
}

/** An inline definition opened by an info icon (modal type 'Définition'). */
export interface QuestionDefinition {
  /** The word or phrase as written in the question text, between [[ and ]]. */
  readonly term: string;
  /** Title of the definition modal. */
  readonly title: string;
  /** The definition itself. */
  readonly content: string;
  /** Optional second paragraph (an example, a threshold, a legal reference). */
  readonly secondContent?: string;
  /** Optional list (examples, components). */
  readonly list?: readonly string[];
}

/** The 'Quel enjeu ?' modal: why the topic matters for a company of 10 to 500 people. */
export interface QuestionEnjeu {
  /** Title of the modal. */
  readonly title: string;
  /** Paragraphs of the explanation. */
  readonly paragraphs: readonly string[];
}

/** One of the four answers of a rated question. */
export interface QuestionLevel {
  readonly level: RatingLevel;
  /** What a company at this level does, written so a manager can place their company honestly. */
  readonly text: string;
}

interface QuestionBase extends StandardTags {
  /** Global id of the question on the server (the answers' `formQuestionId`). */
  readonly id: number;
  readonly axis: AxisSlug;
  /** Position in the axis, from 1. */
  readonly order: number;
  /** Short heading: the question's theme. */
  readonly heading: string;
  /**
   * The question put to the company. Terms wrapped in [[ ]] carry a definition (rated questions); the markers are
   * removed by `questionTextParts`.
   */
  readonly question: string;
  readonly enjeu: QuestionEnjeu;
}

/** A question answered with a level from 1 to 4. */
export interface RatedQuestion extends QuestionBase {
  readonly kind: 'rated';
  /** One to three definitions of terms used in the question. */
  readonly definitions: readonly QuestionDefinition[];
  /** Exactly four levels, 1 to 4. */
  readonly levels: readonly [QuestionLevel, QuestionLevel, QuestionLevel, QuestionLevel];
  /** The side panel's summary: what to remember, in a few lines. */
  readonly summary: readonly string[];
}

/** The optional free-text prompt closing each axis. */
export interface FreeTextQuestion extends QuestionBase {
  readonly kind: 'free-text';
  /** Placeholder of the text area: an example of a useful answer. */
  readonly placeholder: string;
  /** The side panel's summary: what a useful answer contains. */
  readonly summary: readonly string[];
}

export type DiagnosisQuestion = RatedQuestion | FreeTextQuestion;
