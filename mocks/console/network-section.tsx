import {
  API_AREAS,
  FAILURES,
  LATENCIES,
  resetNetworkSettings,
  setNetworkSettings,
  type ApiArea,
  type Failure,
  type Latency,
  type NetworkSettings,
} from '../network';
import { AREA_LABELS, FAILURE_LABELS, isNetworkAltered, LATENCY_HINTS, LATENCY_LABELS } from './labels';
import { useNetworkSettings } from './use-network-settings';

function withLatency(settings: NetworkSettings, latency: Latency): NetworkSettings {
  return { ...settings, latency };
}

function withFailure(settings: NetworkSettings, area: ApiArea, failure: Failure): NetworkSettings {
  return { ...settings, failures: { ...settings.failures, [area]: failure } };
}

/** Latency and injected failures per API area; saved in local storage, applied to every call of the mock backend. */
export function NetworkSection() {
  const settings = useNetworkSettings();
  const altered = isNetworkAltered(settings);

  return (
    <section className="demo-console-section" aria-labelledby="demo-console-network-title">
      <h3 id="demo-console-network-title" className="demo-console-section-title">
        Réseau
      </h3>
      <fieldset className="demo-console-fieldset">
        <legend className="demo-console-legend">Latence</legend>
        <div className="demo-console-radios">
          {LATENCIES.map((latency) => (
            <label key={latency} className="demo-console-radio">
              <input
                type="radio"
                name="demo-console-latency"
                value={latency}
                checked={settings.latency === latency}
                onChange={() => setNetworkSettings(withLatency(settings, latency))}
              />
              <span>
                {LATENCY_LABELS[latency]} <span className="demo-console-muted">({LATENCY_HINTS[latency]})</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="demo-console-fieldset">
        <legend className="demo-console-legend">Pannes simulées par domaine de l'API</legend>
        <div className="demo-console-grid">
          {API_AREAS.map((area) => {
            const id = `demo-console-failure-${area}`;
            return (
              <div key={area} className="demo-console-field">
                <label htmlFor={id}>{AREA_LABELS[area]}</label>
                <select
                  id={id}
                  className="demo-console-select"
                  value={settings.failures[area]}
                  onChange={(event) =>
                    setNetworkSettings(withFailure(settings, area, event.currentTarget.value as Failure))
                  }
                >
                  {FAILURES.map((failure) => (
                    <option key={failure} value={failure}>
                      {FAILURE_LABELS[failure]}
                    </option>
                  ))}
                </select>
              </div>
            );
          })}
        </div>
      </fieldset>
      <fieldset className="demo-console-fieldset">
        <legend className="demo-console-legend">Préréglage</legend>
        <label className="demo-console-radio">
          <input
            type="checkbox"
            checked={settings.unstable}
            onChange={(event) => setNetworkSettings({ ...settings, unstable: event.currentTarget.checked })}
          />
          <span>
            Hôte instable{' '}
            <span className="demo-console-muted">
              (des 503, des réponses lentes et des réponses perdues après l'écriture, au hasard)
            </span>
          </span>
        </label>
      </fieldset>
      <div className="demo-console-actions">
        <button type="button" className="demo-console-button" onClick={resetNetworkSettings}>
          Tout rétablir
        </button>
        <p className="demo-console-hint" role="status">
          {altered ? 'Conditions réseau simulées actives.' : 'Réseau parfait : aucune latence ni panne.'}
        </p>
      </div>
    </section>
  );
}
