"""What the tests share that is not a fixture: the service's processes (processes.py), HTTP
helpers and the committed contract (http.py), the browser plugin (browser.py), the OpenID
providers of the sign-in tests, and the engines' property-test harness."""
